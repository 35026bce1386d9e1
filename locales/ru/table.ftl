### Слова стола: русский (ru).
### Переведено с locales/en/table.ftl (src/table/input.rs, replay_viewer.rs,
### session.rs). Термины как в rules.ftl: раздача, ход, база, пасьянс;
### названия игр в кавычках после слова «пасьянс», чтобы их не склонять.
### $card и $why пока по-английски (слова движка ещё не в Fluent).

## Когда стол удержан

hold-replay = Это повтор партии: нажмите «Играть отсюда», чтобы продолжить игру с этого хода.
hold-daily-wait = Минуту: решатель проверяет раздачу дня.

## Открыта ссылка на повтор

replay-opened = Повтор пасьянса «{ $game }», раздача № { $deal }, { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    }: нажмите «Воспроизвести» или пройдите его по ходам.
replay-refused = Эта ссылка на повтор отклонена: { $why }. Раздача показана с начала.
replay-damaged = Эта ссылка на повтор повреждена или сделана для другой раздачи: { $why }. { $moves ->
        [one] Предшествующий { $moves } ход можно повторить.
        [few] Предшествующие { $moves } хода можно повторить.
        [many] Предшествующие { $moves } ходов можно повторить.
       *[other] Предшествующие { $moves } хода можно повторить.
    }

## Окно подтверждения

confirm-leave = В этой партии вы сделали { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    }. Если её бросить, в статистике она засчитается как проигрыш.
confirm-new-title = Начать новую раздачу?
confirm-new-yes = Новая раздача
confirm-game-title = Играть в пасьянс «{ $game }»?
confirm-game-yes = Играть в «{ $game }»
confirm-deal-title = Играть в пасьянс «{ $game }», раздача № { $deal }?
confirm-deal-yes = Играть № { $deal }
confirm-rules-title = Играть в пасьянс «{ -game-double-canfield }», по { $draw } из колоды, пустые места: { $spaces }?
confirm-rules-text = С новой раздачей правила меняются. { $leave }
confirm-restart-title = Начать эту раздачу заново?
confirm-restart-text = { $moves ->
        [one] Ваш { $moves } ход в этой партии будет отменён.
        [few] Ваши { $moves } хода в этой партии будут отменены.
        [many] Ваши { $moves } ходов в этой партии будут отменены.
       *[other] Ваши { $moves } хода в этой партии будут отменены.
    }
confirm-restart-yes = Заново
confirm-reset-title = Сбросить всю статистику?
confirm-reset-text = Все показатели всех игр обнулятся. Чтобы сохранить копию, сначала экспортируйте их.
confirm-reset-yes = Сбросить
confirm-cancel = Отмена
confirm-keep-playing = Продолжить игру

## Почему ничего не произошло

refusal-nothing-to-undo = Нечего отменять.
refusal-nothing-to-redo = Нечего повторять.
refusal-no-move = Для этой карты нет допустимого хода: { $card }.
refusal-no-move-cards = { $count ->
        [one] Для { $count } карты, начиная с этой, нет допустимого хода: { $card }.
       *[other] Для { $count } карт, начиная с этой, нет допустимого хода: { $card }.
    }
refusal-no-foundation = Ни одна база пока не принимает эту карту: { $card }.

## Меню «Поделиться»

share-deal = Эта раздача
share-win = Моя победа ({ $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    })
share-win-text = Победа в пасьянсе «{ $game }», раздача № { $deal }, за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    }, { $time }: { $link }
share-game = Моя партия на данный момент ({ $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    })
share-game-text = Моя партия в пасьянс «{ $game }», раздача № { $deal }, на данный момент: { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    } за { $time }: { $link }
share-solution = Решение ({ $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    })
share-solution-text = Выигрышная линия для пасьянса «{ $game }», раздача № { $deal }, { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    }: { $link }

## Ответ буфера обмена

copied-deal = Ссылка на эту раздачу скопирована: вставьте её, чтобы поделиться.
copied-win = Ссылка на повтор вашей победы скопирована: вставьте её, чтобы поделиться.
copied-game = Ссылка на повтор вашей партии на данный момент скопирована: вставьте её, чтобы поделиться.
copied-solution = Ссылка на повтор выигрышной линии скопирована: вставьте её, чтобы поделиться.
copy-by-hand = Скопируйте эту ссылку, чтобы поделиться: { $link }

## Раздача дня

daily-checking = Решатель проверяет раздачу дня пасьянса «{ $game }» за { $date }…
daily-no-solver = Для раздачи дня нужен решатель, а его не удалось загрузить в этом браузере: это обычная раздача, и она не засчитывается как раздача дня.
daily-timed-out = Решатель не ответил вовремя, поэтому раздачу дня не удалось проверить: это обычная раздача, и она не засчитывается как раздача дня. Попробуйте «Раздачу дня» позже.
daily-found = Раздача дня пасьянса «{ $game }» за { $date }: № { $deal }, одна для всех.
