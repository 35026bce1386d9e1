### Слова стола: русский (ru).
### Переведено с locales/en/table.ftl (src/table/input.rs, replay_viewer.rs,
### session.rs). Термины как в rules.ftl: раздача, ход, база, пасьянс;
### названия игр в кавычках после слова «пасьянс», чтобы их не склонять.

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
refusal-landing = Эта карта ещё в движении: попробуйте снова, когда она ляжет на место.
refusal-only-stock = Переворот колоды ничего не меняет: больше ничего не осталось, и никакое число оборотов уже не откроет другого хода. Партия проиграна.

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

## Слова решателя в строке сообщений

solver-hint = Подсказка: { $move }.
solver-suggest-not-known-yet = Выигрышная линия пока не известна; самым полезным кажется этот ход: { $move }.
solver-suggest-lost = Эту партию уже нельзя выиграть; самым полезным кажется этот ход: { $move }.
solver-suggest-not-known-here = Отсюда выигрышная линия не известна; самым полезным кажется этот ход: { $move }.
solver-suggest-no-solver = Решатель не может работать в этом браузере; самым полезным кажется этот ход: { $move }.
solver-suggest-no-worker = Честным подсказкам нужен фоновый worker, который этот браузер здесь не запускает; самым полезным кажется этот ход: { $move }.
solver-thinking = Думаю…
solver-won = Эта партия выиграна.
solver-no-move-left = Допустимых ходов не осталось: отмените ход или начните заново.
solver-demo-started = Демонстрация: решатель играет выигрышную линию. Любая клавиша или щелчок остановит её.
solver-demo-stopped = Демонстрация остановлена.
solver-game-over = Эта партия окончена: больше нечего показывать.
solver-looking-for-line = Поиск выигрышной линии…
solver-no-line-lost = Эту партию уже нельзя выиграть, поэтому выигрышной линии для показа нет.
solver-no-line-here = Отсюда выигрышная линия не известна, поэтому показывать нечего.
solver-winnable-only-on = Новые раздачи будут такими, выигрышность которых доказал решатель.
solver-winnable-only-off = Новые раздачи сдаются случайно, выигрышные или нет.
solver-finding-deal = Поиск выигрышной раздачи…
solver-no-deal-proven = Ни для одной раздачи не удалось быстро доказать, что она выигрышная, поэтому эта сдана случайно.
solver-unavailable = Решатель не удалось загрузить в этом браузере: подсказка по-прежнему предлагает ходы, но доказать выигрышность ничего нельзя. Перезагрузка страницы может его вернуть.
solver-needs-solver = Для этого нужен решатель, а его не удалось загрузить в этом браузере.

## Карты и стопки, как их называют стол и программа чтения с экрана
## (src/table/announce.rs). Названия карт и стопок стоят в именительном
## падеже («десятка пик», «стопка 3»), поэтому фразы ставят их после
## двоеточия или тире, а не после предлогов.

card-name = { $rank } { $suit }
card-rank-1 = туз
card-rank-2 = двойка
card-rank-3 = тройка
card-rank-4 = четвёрка
card-rank-5 = пятёрка
card-rank-6 = шестёрка
card-rank-7 = семёрка
card-rank-8 = восьмёрка
card-rank-9 = девятка
card-rank-10 = десятка
card-rank-11 = валет
card-rank-12 = дама
card-rank-13 = король
# Родительный падеж множественного числа: «одну из девяток».
card-ranks-1 = тузов
card-ranks-2 = двоек
card-ranks-3 = троек
card-ranks-4 = четвёрок
card-ranks-5 = пятёрок
card-ranks-6 = шестёрок
card-ranks-7 = семёрок
card-ranks-8 = восьмёрок
card-ranks-9 = девяток
card-ranks-10 = десяток
card-ranks-11 = валетов
card-ranks-12 = дам
card-ranks-13 = королей
card-suit-spades = пик
card-suit-hearts = червей
card-suit-diamonds = бубен
card-suit-clubs = треф

pile-foundation = база { $number }
pile-tableau = стопка { $number }
pile-stock = колода
pile-waste = сброс
pile-reserve = резерв
pile-packet = пачка

count-cards = { $count ->
        [0] нет карт
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }
list-comma = { $first }, { $next }
list-and = { $first } и { $last }
list-or = { $first } или { $last }

## Что говорит программа чтения с экрана после хода

said-autoplay = автоигра: { $words }
said-finish = автозавершение: { $words }
said-undone = отменено: { $words }
said-redone = повторено: { $words }
said-then = { $first }; { $next }
said-moved = { $cards }; откуда — { $from }, куда — { $to }
said-filled = { $pile } заполнена: { $card }, откуда — { $from }
unit-cards = { $count ->
        [one] { $count } карта, от «{ $first }» до «{ $last }»
        [few] { $count } карты, от «{ $first }» до «{ $last }»
       *[many] { $count } карт, от «{ $first }» до «{ $last }»
    }
unit-no-card = ни одной карты
stock-changed-nothing = ход колодой ничего не изменил
stock-empty-now = колода пуста
stock-left = в колоде осталось: { $cards }
stock-turned-over = сброс перевёрнут в колоду: { $cards }
stock-turned-one = в сброс открыта карта: { $card }; { $rest }
stock-turned = в сброс открыто: { $cards }, сверху — { $card }; { $rest }
stock-dealt-row = сдан следующий ряд, из колоды: { $cards }; { $rest }
stock-dealt = сдано из колоды: { $cards }; { $rest }
redeal-left = пересдача: осталось { $left }
redeal-dealt-again = стопки собраны, перетасованы и сданы заново: первый ряд — { $row }, в колоде — { $stock }
redeal-to-foundations = на базы: { $cards }
rows-all-open = теперь можно играть с любой стопки
rows-none-open = до следующего ряда нельзя играть ни с одной стопки
rows-open = { $count ->
        [one] пока колода не сдана, играть можно только стопкой: { $piles }
       *[other] пока колода не сдана, играть можно только стопками: { $piles }
    }
dealt-new = новая раздача: «{ $game }», раздача { $deal }
dealt-again = «{ $game }», раздача { $deal }, начата заново
status-won = Вы выиграли!
status-demo-won = Партию закончила демонстрация: она считается сыгранной, но не выигранной.
status-lost = Ходов больше нет: партия проиграна.

## Ход подсказки, как совет

hint-turn-waste = переверните сброс, чтобы снова получить колоду ({ $cards })
hint-deal-row = сдайте следующий ряд из колоды (там осталось: { $cards })
hint-turn-stock-draw = { $count ->
        [one] откройте колоду: следующую карту в сброс
       *[other] откройте колоду: следующие карты ({ $count }) в сброс
    }
hint-turn-stock = откройте колоду
hint-redeal = пересдайте: соберите стопки и сдайте их заново (после этого пересдач останется: { $left })
hint-no-card = ни одной карты
hint-card = карту «{ $card }»
hint-cards = { $count ->
        [one] { $count } карту от «{ $first }» до «{ $last }»
        [few] { $count } карты от «{ $first }» до «{ $last }»
       *[many] { $count } карт от «{ $first }» до «{ $last }»
    }
hint-onto-card = на карту «{ $card }» (куда — { $pile })
hint-onto-empty = куда — { $pile }, она пуста
hint-onto = куда — { $pile }
hint-move = переложите { $what }, откуда — { $from }, { $onto }

## Доступное имя стопки

label-stock = колода
label-waste = сброс
label-reserve = резерв
label-part = { $label }, { $part }
label-turn-over = перевернуть сброс
label-deal-row = сдать следующий ряд
label-deal = сдать
label-empty = пусто
label-takes-card = ждёт карту «{ $card }»
label-takes-rank = примет любую карту: { $rank }
label-top = { $cards }, сверху: { $card }
label-blocked = заблокирована, пока сдаются ряды
label-holding = { $count ->
        [one] её верхняя карта взята
       *[other] взято верхних карт: { $count }
    }
label-target = может принять взятые карты
holding-can-go = { $count ->
        [one] взята карта: { $what }, откуда — { $from }; её можно положить сюда: { $targets }
       *[other] взяты карты: { $what }, откуда — { $from }; их можно положить сюда: { $targets }
    }
holding-stuck = { $count ->
        [one] взята карта: { $what }, откуда — { $from }; сейчас её некуда положить
       *[other] взяты карты: { $what }, откуда — { $from }; сейчас их некуда положить
    }
stock-caption-next-row = Ещё ряд
stock-title-turn-over = Перевернуть сброс
stock-title-empty = Колода пуста
stock-title-deal-row = Сдать следующий ряд: осталось { $cards }
stock-title-deal = Сдать: осталось { $cards }

## Почему ход отклонён

why-no-stock = в пасьянсе «{ $game }» нет колоды
why-stock-empty = колода пуста
why-stock-and-waste-empty = и колода, и сброс пусты
why-no-redeals = в пасьянсе «{ $game }» нет пересдач
why-redeals-used = пересдач не осталось (в партии их { $count }, и обе использованы)
why-no-such-pile = в пасьянсе «{ $game }» нет такой стопки: { $pile }
why-empty-source = пусто — { $pile }: нечего перекладывать
why-same-pile = карты нельзя переложить на ту же стопку: { $pile }
why-run-to-foundation = на базы кладут только по одной карте
why-not-enough-cards = { $pile }: в ней { $holds ->
        [one] { $holds } карта
        [few] { $holds } карты
        [many] { $holds } карт
       *[other] { $holds } карты
    }, а не { $count }
why-no-card = ход берёт хотя бы одну карту, откуда — { $pile }
why-top-card-only = { $pile }: перекладывать можно только верхнюю карту, а не { $count }
why-single-cards = в пасьянсе «{ $game }» карты перекладывают по одной
why-not-a-run-same-suit-down = { $pile }: верхние карты ({ $count }) — не последовательность: каждая карта должна быть на одно достоинство младше карты под ней, той же масти
why-not-a-run = { $pile }: верхние карты ({ $count }) — не последовательность: каждая карта должна подходить к карте под ней
why-whole-pile-only = { $pile }: перекладывать можно только верхнюю карту или всю стопку, но не её часть
why-not-in-sequence = { $pile }: стопку нельзя переложить целиком — она не убывает с чередованием цветов
why-foundation-needs-card = { $card } — нельзя на { $foundation }: там нужна карта «{ $needs }»
why-foundation-needs-rank = { $card } — нельзя на { $foundation }: пустая база принимает одну из { $ranks }
why-foundation-complete = { $card } — нельзя на { $foundation }: она собрана
why-tableau-refuses = { $card } — нельзя на карту «{ $onto }» ({ $pile }): её кладут на { $build }
build-same-suit-up-or-down = карту той же масти на одно достоинство старше или младше
build-same-suit-down = карту той же масти на одно достоинство старше
build-alternate-colours-down-wrapping = карту другого цвета на одно достоинство старше (король кладётся на туза)
why-space-filled-automatically = { $pile } пуста, но пустые места заполняются отсюда, пока там есть карты: { $from }
why-space-waste-only = пустую стопку ({ $pile }) может занять только верхняя карта сброса
why-foundation-keeps = карта с базы никогда не уходит ({ $pile } хранит свои карты)
why-not-a-source = отсюда карты не берут, их сдаёт ход колодой: { $pile }
why-not-a-target = сюда карты не кладут, они идут на базы и в стопки: { $pile }
why-blocked = { $pile } заблокирована, пока сдаются ряды: до конца колоды играть можно только крайними стопками — { $first } и { $last }
why-foundations-only-while-dealing = пока колода не сдана, разрешены только ходы на базы (в колоде ещё { $cards })
why-redeal-before-pack-out = пересдача разрешена только после того, как колода сдана (в колоде ещё { $cards })
why-not-a-one-way-run = { $pile }: верхние карты ({ $count }) — не последовательность: последовательность — одной масти, каждая карта на одно достоинство старше карты под ней или каждая на одно младше

## Ещё об объявлениях и названия стола

said-then-ending = { $words }. { $ending }
said-put-back = карты возвращены
said-finish-cards = { $count ->
        [one] автозавершение: { $count } карта на базы
        [few] автозавершение: { $count } карты на базы
        [many] автозавершение: { $count } карт на базы
       *[other] автозавершение: { $count } карты на базы
    }
finish-not-yet = Пока нельзя: автозавершение доигрывает последние карты, когда колода пуста и каждая карта может сразу лечь на базу.
table-label = Стол пасьянса «{ $game }»
redeals-left-title = Осталось пересдач

## Индикатор решателя и «Ваши шансы» (те же слова, что в rules.ftl)

solver-button-hint = Подсказка
solver-button-hint-title = Показать хороший следующий ход (H): ход игрока, который не видит закрытых карт, если подсказкам не разрешено подглядывать (Настройки)
solver-button-demo = Демонстрация
solver-button-demo-title = Посмотреть, как решатель доигрывает эту партию (любое действие её остановит)
solver-seer = Решатель (видит колоду):
solver-winnable-only = Только выигрышные раздачи
solver-winnable-only-title = Новые раздачи — те, выигрышность которых доказал решатель
solver-state-thinking = Думает…
solver-state-thinking-means = думает, можно ли ещё выиграть эту партию
solver-state-won = Выиграно
solver-state-won-means = эта партия выиграна
solver-state-winnable = Можно выиграть
solver-state-winnable-means = эту партию ещё можно выиграть
solver-state-unwinnable = С этой колодой не выиграть
solver-state-unwinnable-means = эту партию не выиграть с этой колодой
solver-state-unknown = Решатель сдался
solver-state-unknown-means = сдался: не успел выяснить, можно ли ещё выиграть эту партию
solver-state-unavailable = Решатель недоступен
solver-state-unavailable-means = недоступен: его не удалось загрузить в этом браузере
solver-state-label = Решатель (видит колоду): { $words }
solver-state-title = { $words }. Решатель смотрит на все карты, включая скрытый порядок колоды, которого вы не видите: «можно выиграть» значит, что выигрышная линия есть при картах, лежащих так, как они лежат на самом деле. «Ваши шансы» рядом не подглядывают.

chances-thinking = Ваши шансы: …
chances-stuck = Ходов нет
chances-cannot-win = Не выиграть, какими бы ни были закрытые карты
chances-at-most = Не больше { $percent }: ни один испробованный порядок не выигрывается
chances-exact = Ваши шансы: { $percent }
chances-estimate = Ваши шансы: { $percent } ({ $low }–{ $high })
chances-unknown = Ваши шансы: неизвестны
chances-label-off = Оценка шансов выключена в настройках
chances-label-no-worker = Шансы не показаны: этот браузер запускает решатель прямо на странице, и их расчёт задержал бы её
chances-label-unavailable = Шансы не показаны: решатель не удалось загрузить
chances-label-won = Эта партия выиграна
chances-label-thinking = Ваши шансы из текущей позиции рассчитываются без подглядывания в закрытые карты, так, как вы видите партию
chances-label-stuck = Ходов нет: партия проиграна
chances-label-cannot-win = Эту партию больше не выиграть, какими бы ни были закрытые карты: испробованы все их порядки
chances-label-at-most = Ваши шансы из текущей позиции не больше { $percent }: ни один испробованный порядок закрытых карт не выигрывается (это граница, а не доказательство)
chances-label-exact = Ваши шансы из текущей позиции: { $percent }, рассчитаны без подглядывания в закрытые карты, так, как вы видите партию; испробованы все порядки закрытых карт
chances-label-estimate = Ваши шансы из текущей позиции: около { $percent } (95-процентный интервал от { $low } до { $high }), рассчитаны без подглядывания в закрытые карты, так, как вы видите партию, по случайно испробованным порядкам
chances-label-unknown = Ваши шансы из текущей позиции рассчитать не удалось

## Раздачи по сложности

grade-easy = Лёгкая
grade-medium = Средняя
grade-hard = Трудная
grade-very-hard = Очень трудная
grade-label = Сложность: { $grade }
grade-title = Сложность: { $grade }. Так прошла одна партия этой раздачи с самого начала у игрока, не видящего закрытых карт. «Ваши шансы» взвешивают множество порядков этих карт с того места, где вы сейчас, поэтому у очень трудной раздачи шансы всё равно могут быть высокими.
grade-not-found = Среди { $count } раздач пасьянса «{ $game }» с известной сложностью нет { $grade ->
        [easy] лёгких
        [medium] средних
        [hard] трудных
       *[very-hard] очень трудных
    }, поэтому эта раздача может быть любой сложности.

## Что было не так со ссылкой (link-…) и с сохранёнными данными (notice-…)

link-too-long = длина { $key } — { $length } символов, а допускается не больше { $max }: пропущено.
link-no-game = «{ $text }» — это не игра: вместо неё пасьянс «{ $game }».
link-no-draw-option = у пасьянса «{ $game }» нет параметра draw (он есть только у «{ $canfield }»): пропущено.
link-no-spaces-option = у пасьянса «{ $game }» нет параметра spaces (он есть только у «{ $canfield }»): пропущено.
link-bad-draw = draw бывает 1 или 3, а не «{ $text }»: открывается по 3.
link-bad-spaces = spaces бывает waste или any, а не «{ $text }»: пустые места занимает карта из сброса.
link-bad-deal = «{ $text }» — не номер раздачи (раздачи — целые числа от 1 до { $max }): вот другая раздача.
link-bad-deal-kept = «{ $text }» — не номер раздачи (раздачи — целые числа от 1 до { $max }): показанная раздача остаётся.
link-bad-autoplay = autoplay бывает on или off, а не «{ $text }»: автоигра следует вашей настройке.
link-bad-date = «{ $text }» — не дата (даты пишутся так: 2026-11-23): вот сегодняшняя раздача дня.
link-save-unreadable = Сохранённую партию этой раздачи не удалось прочитать, поэтому она начинается заново.
link-bad-share-url = share-url должен быть веб-адресом (http или https), а не «{ $text }»: ссылки «Поделиться» ведут на страницу самой игры.
link-bad-storage-prefix = storage-prefix — это от 1 до { $max } латинских букв, цифр, «-», «_» или «.», а не «{ $text }»: партии, настройки и статистика сохраняются под обычными именами.
link-notices-join = { $first } { $next }
notice-not-kept = Сейчас ваш прогресс не сохранить: хранилище этого браузера переполнено или недоступно. Эта страница держит его у себя и сохранит, как только освободится место; если закрыть её раньше, он пропадёт.
notice-kept-again = Хранилище снова работает: ваш прогресс сохранён.
notice-win-not-kept = Ваша победа ещё не сохранена: { $why ->
        [full] хранилище этого браузера переполнено
       *[other] этот браузер не даёт её сохранить
    }. Эта страница держит её у себя и сохранит, как только сможет; если закрыть страницу раньше, победа пропадёт.
notice-win-kept = Ваша победа теперь сохранена.
notice-set-aside = Ваша статистика была повреждена и не читается: её копия отложена (как { $key }), и { $count ->
        [0] восстановить из неё ничего не удалось
        [one] из неё восстановлена { $count } партия
        [few] из неё восстановлены { $count } партии
        [many] из неё восстановлено { $count } партий
       *[other] из неё восстановлено { $count } партии
    }.
notice-facts-set-aside = Партии, записанные одним столом ({ $log }), были повреждены и читаются не все: их копия отложена (как { $key }), и { $count ->
        [0] восстановить не удалось ни одной партии
        [one] восстановлена { $count } партия
        [few] восстановлены { $count } партии
        [many] восстановлено { $count } партий
       *[other] восстановлено { $count } партии
    }.
notice-facts-newer = Партии, записанные одним столом ({ $log }), сохранены более новой версией Patience, которую эта страница прочитать не может: здесь они не учитываются и остаются как есть для той версии.

## Элементы управления и панели конца партии

chrome-controls = Управление игрой
chrome-title = Пасьянсы
chrome-game = Игра
chrome-draw = Карт за ход колодой
chrome-draw-3 = Открывать по 3
chrome-draw-1 = Открывать по 1
chrome-spaces = Что может занять пустое место, когда резерв пуст
chrome-spaces-waste = Пустые места: сброс
chrome-spaces-any = Пустые места: любая
chrome-new = Новая
chrome-new-title = Новая раздача
chrome-restart = Заново
chrome-restart-title = Начать эту раздачу заново
chrome-undo = Отменить
chrome-undo-title = Отменить (Ctrl+Z)
chrome-redo = Повторить
chrome-redo-title = Повторить (Ctrl+Y)
chrome-daily = Раздача дня
chrome-daily-title = Сегодняшняя раздача дня: одна для всех
chrome-share = Поделиться
chrome-share-title = Поделиться этой раздачей, вашей партией или её решением
chrome-menu = Статистика, настройки и правила
chrome-stats = Статистика
chrome-settings = Настройки
chrome-rules = Правила
chrome-rules-title = Правила этой игры
rulebook-fetching = Правила загружаются…
rulebook-failed = Не удалось загрузить правила ({ $reason }). Закройте их и откройте снова, чтобы попробовать ещё раз.
chrome-deal-number = Номер раздачи
chrome-time = Время
chrome-more = Ещё
# The "more" button's word while the narrow bar is unfolded.
chrome-fewer = меньше
chrome-footer-links = Ссылки на раздачи делятся партией:
chrome-footer-copies = копирует эту
chrome-footer-undo = Ctrl+Z — отменить
chrome-footer-redo = Ctrl+Y — повторить
chrome-footer-keys = все клавиши, чтобы играть без мыши
chrome-footer-embed = Встроить Patience на ваш сайт
chrome-redeal = Пересдать ({ $left })
chrome-redeal-title = Собрать стопки и сдать их заново
chrome-reserve = Резерв
chrome-reserve-title = Просмотреть резерв (его карты открыты; играет только верхняя)
chrome-finish = Доиграть
chrome-finish-title = Доиграть остаток на базы (F)
chrome-help = Сочетания клавиш
chrome-help-title = Сочетания клавиш (?)
chrome-announcements = Объявления игры
won-title = Вы выиграли!
won-label = Вы выиграли
won-demo-title = Партию закончила демонстрация
won-demo-note = В статистике она считается сыгранной, но не выигранной.
won-again = Сыграть другую раздачу
lost-title = Ходов нет
lost-text = Партия зашла в тупик: допустимых ходов не осталось.
lost-text-stock = Партия зашла в тупик: осталось только переворачивать колоду, и никакое число оборотов уже не откроет другого хода.
lost-new = Новая раздача
chrome-moves-word = { $count ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
chrome-redeal-label = { $left ->
        [one] Пересдать, осталась { $left } пересдача
        [few] Пересдать, осталось { $left } пересдачи
        [many] Пересдать, осталось { $left } пересдач
       *[other] Пересдать, осталось { $left } пересдачи
    }
chrome-redeals-left = { $left ->
        [one] пересдача осталась
        [few] пересдачи осталось
        [many] пересдач осталось
       *[other] пересдачи осталось
    }
won-summary = «{ $game }» · раздача № { $deal } · { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    } · { $time }

## Таблицы статистики

stats-game = Игра
stats-played = Сыграно
stats-won = Выиграно
stats-rate = Доля побед
stats-streak = Серия
stats-best-streak = Лучшая серия
stats-best-time = Лучшее время
stats-fewest-moves = Меньше всего ходов
stats-percent = { $percent }
stats-wins-by-grade = Победы по сложности
daily-stats-heading = Раздачи дня
daily-stats-played = Дней сыграно
daily-stats-won = Дней выиграно
daily-stats-streak = Текущая серия
daily-stats-best-streak = Лучшая серия
daily-calendar-caption = Последние пять недель (дни по UTC): ✓ выиграно, • сыграно
daily-calendar-mon = пн
daily-calendar-tue = вт
daily-calendar-wed = ср
daily-calendar-thu = чт
daily-calendar-fri = пт
daily-calendar-sat = сб
daily-calendar-sun = вс
daily-day-won = выиграно
daily-day-played = сыграно, не выиграно
daily-day-none = не сыграно
daily-day-title = { $date }: { $words }
daily-deal-label = { $deal } · раздача дня { $date }
stats-options = по { $draw } · пустые места: { $spaces ->
        [any] любая
       *[waste] сброс
    }
daily-stats-days = { $count ->
        [one] { $count } день
        [few] { $count } дня
        [many] { $count } дней
       *[other] { $count } дня
    }

## Форма настроек

settings-canfield-note = Входят в ссылку на раздачу. Их изменение во время партии начинает новую раздачу — после вопроса.
settings-spaces-waste = Пустые места: карта из сброса
settings-spaces-any = Пустые места: любая карта
settings-autoplay = Автоигра: класть карты на базы, когда это никак не может навредить
settings-autoplay-off = Адрес этой страницы выключает автоигру
settings-deal-grade = Новые раздачи
settings-grade-any = Любая сложность
settings-speed = Анимация
settings-speed-normal = Обычная
settings-speed-fast = Быстрая
settings-speed-none = Нет
settings-card-size = Размер карт
settings-size-small = Маленький
settings-size-medium = Средний
settings-size-large = Большой
settings-large-index = Крупный индекс: достоинство и масть в углах карт крупнее
settings-theme = Тема
settings-theme-auto = Автоматически
settings-theme-light = Светлая
settings-theme-dark = Тёмная
settings-four-colour = Четыре цвета мастей: трефы зелёные, бубны синие
settings-left-handed = Для левши: колода, сброс и резерв с другой стороны
settings-chances = Ваши шансы: показывать вероятность выигрыша из текущей позиции, рассчитанную без подглядывания в закрытые карты
settings-peek-hints = Подсказки могут подглядывать в закрытые карты (выигрышная линия решателя, который знает порядок колоды)

start-error = Patience не удалось запустить: { $why }
start-error-feature = в этом браузере нет нужной функции

## Панель повтора

replay-bar-controls = Управление повтором
replay-bar-label = Повтор
replay-bar-start = К началу раздачи
replay-bar-back = На ход назад
replay-bar-back-title = На ход назад (Ctrl+Z)
replay-bar-play = Воспроизвести
replay-bar-pause = Пауза
replay-bar-play-title = Воспроизвести ходы
replay-bar-forward = На ход вперёд
replay-bar-forward-title = На ход вперёд (Ctrl+Y)
replay-bar-end = К последнему ходу
replay-bar-scrub = Показано ходов
replay-bar-step = ход { $step } из { $steps }
replay-bar-takeover = Играть отсюда
replay-bar-takeover-title = Остановить повтор и продолжить игру с этой позиции
replay-ended = Повтор окончен: «Играть отсюда», чтобы продолжить, или вернитесь назад.
replay-takeover = Теперь это ваша партия, с хода { $step }: отмена идёт назад по ходам повтора, повтор хода играет следующие.

## Справка по клавиатуре

keys-title = Клавиатура
keys-close = Закрыть
keys-intro = Всё можно делать без мыши. У стопки в фокусе золотая рамка; программы чтения с экрана сообщают, что лежит в каждой стопке, и каждый ход.
# The arrow keys: same as English on purpose.
keys-arrows-keys = ← → ↑ ↓
keys-arrows = переход между стопками
keys-tab-keys = Tab, Shift+Tab
keys-tab = следующая или предыдущая стопка
keys-home-end-keys = Home, End
keys-home-end = первая или последняя стопка
keys-enter-keys = Enter или Пробел
keys-enter = взять верхнюю карту; на подсвеченной стопке — положить её туда
keys-enter-again-keys = Снова Enter, ↑ ↓
keys-enter-again = держа карты, на той же стопке: взять последовательность длиннее или короче
keys-esc-keys = Esc
keys-esc = вернуть карты
keys-stock-keys = S или D
keys-stock = колода: сдать, открыть или перевернуть сброс
keys-redeal-keys = E
keys-redeal = пересдача ({ -game-capricieuse }, { -game-russian-patience })
keys-finish-keys = F
keys-finish = автозавершение, когда выигрыш уже дело техники
keys-hint-keys = H
keys-hint = подсказка
keys-undo-keys = U, Ctrl+Z
keys-undo = отменить
keys-redo-keys = Ctrl+Y, Ctrl+Shift+Z
keys-redo = повторить
keys-restart-keys = R
keys-restart = начать эту раздачу заново
keys-new-keys = N
keys-new = новая раздача
keys-help-keys = ?
keys-help = эта справка

elsewhere-continued = Эту партию продолжили в другой вкладке, поэтому здесь она показана такой, как там.
elsewhere-moved-first = Другая вкладка походила первой: ваш ход здесь отменён, и партия показана такой, как там.
share-note = Когда вы сделаете ход, можно будет поделиться и своей партией.
solver-button-stop = Стоп

## Почему ссылка на повтор останавливается

replay-stop = { $why }; повтор останавливается после хода { $move }
replay-why-bad-character = символ { $at } ({ $found }) — не из букв кода повтора (A-Z, a-z, 0-9, - и _)
replay-why-truncated = код обрывается посреди хода на символе { $at }: он обрезан
replay-why-unnecessary = ход, начинающийся с символа { $at }, записан с лишней начальной буквой (код повтора записывает каждый ход только одним способом)
replay-why-move-too-long = ход, начинающийся с символа { $at }, длиннее { $max } букв
replay-why-too-long = длина кода — { $letters } букв, а коды повтора не длиннее { $max } (код настоящей партии — несколько сотен)
replay-why-out-of-range = ход { $move } не подходит к этой партии: это допустимый ход № { $index }, но { $legal ->
        [0] допустимых ходов нет (партия окончена)
        [one] допустимых ходов всего { $legal }
        [few] допустимых ходов всего { $legal }
        [many] допустимых ходов всего { $legal }
       *[other] допустимых ходов всего { $legal }
    }
replay-why-illegal = ход { $move } ({ $token }) недопустим: { $why }
replay-why-not-listed = хода { $move } ({ $token }) нет среди допустимых ходов позиции

stats-error-too-large = Этот файл слишком велик для статистики Patience.
stats-error-not-json = Этот файл — не статистика Patience: это не JSON.
stats-error-foreign = Этот файл — не статистика Patience.
stats-error-newer = Этот файл записан более новой версией Patience (формат { $format }); эта читает формат { $version }.
stats-error-damaged = Этот файл статистики повреждён: { $why }.

## The dialogs' frame and the statistics dialog (src/web/app/dialogs.rs,
## its buttons and messages).

dialog-close = Закрыть
stats-table-label = Таблица статистики
stats-assisted = Партия, в которой Демонстрация сделала хотя бы один ход, или повтор, продолженный после его первого хода (в том числе повтор решения), считается сыгранной с помощью: она засчитывается как сыгранная, но никогда как выигранная, и прерывает серию побед; она не даёт ни лучшего времени, ни наименьшего числа ходов. Подсказки и «Доиграть» помощью не считаются. Время — в целых секундах, как на часах.
stats-reset-button = Сбросить…
stats-export-button = Экспорт
stats-import-button = Импорт…
stats-import-label = Импортировать статистику из файла
stats-no-storage = Статистике нужно хранилище браузера, а этой странице пользоваться им нельзя.
stats-reset-done = Статистика сброшена.
# $file: the downloaded file's name.
stats-exported = Сохранено в файл { $file }.
stats-export-refused = Браузер не разрешил сохранить файл.
stats-imported-none = Импорт: ничего нового, эти партии уже учтены.
# $count: how many games the file added.
stats-imported = Импорт: { $count ->
        [one] добавлена { $count } партия.
        [few] добавлены { $count } партии.
        [many] добавлено { $count } партий.
       *[other] добавлено { $count } партии.
    }
# $why: why the file was refused (a stats-error-… message).
stats-import-unchanged = { $why } Ничего не изменено.
stats-error-unreadable = Не удалось прочитать этот файл.
