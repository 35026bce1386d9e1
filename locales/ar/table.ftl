### كلمات الطاولة: العربية (ar).
### مترجمة عن locales/en/table.ftl (src/table/input.rs وreplay_viewer.rs
### وsession.rs). المصطلحات كما في rules.ftl: التوزيع، النقلة، الأساس،
### سوليتير. الأرقام متغيرات نائبة يعزلها Fluent؛ لا محارف تحكم في الاتجاه.

## حين تكون الطاولة موقوفة

hold-replay = هذه إعادة عرض: اضغط «العب من هنا» لتكمل اللعب من هذه النقلة.
hold-daily-wait = لحظة من فضلك: الحلّال يتحقق من توزيع اليوم.

## فُتح رابط إعادة عرض

replay-opened = إعادة عرض للعبة «{ $game }»، التوزيع رقم { $deal }، { $moves ->
        [zero] بلا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }: اضغط تشغيل، أو تقدّم فيها نقلةً نقلة.
replay-refused = رُفض رابط إعادة العرض هذا: { $why }. يُعرض التوزيع من بدايته.
replay-damaged = رابط إعادة العرض هذا تالف أو صُنع لتوزيع آخر: { $why }. { $moves ->
        [zero] لا نقلات قبل ذلك يمكن إعادتها.
        [one] يمكن إعادة النقلة الواحدة التي قبل ذلك.
        [two] يمكن إعادة النقلتين اللتين قبل ذلك.
        [few] يمكن إعادة النقلات الـ{ $moves } التي قبل ذلك.
        [many] يمكن إعادة الـ{ $moves } نقلة التي قبل ذلك.
       *[other] يمكن إعادة الـ{ $moves } نقلة التي قبل ذلك.
    }

## نافذة التأكيد

confirm-leave = { $moves ->
        [zero] لم تقم بأي نقلة
        [one] قمت بنقلة واحدة
        [two] قمت بنقلتين
        [few] قمت بـ{ $moves } نقلات
        [many] قمت بـ{ $moves } نقلة
       *[other] قمت بـ{ $moves } نقلة
    } في هذه اللعبة. تركها يُحتسب خسارة في إحصاءاتك.
confirm-new-title = أتبدأ توزيعًا جديدًا؟
confirm-new-yes = توزيع جديد
confirm-game-title = أتلعب «{ $game }»؟
confirm-game-yes = العب «{ $game }»
confirm-deal-title = أتلعب «{ $game }»، التوزيع رقم { $deal }؟
confirm-deal-yes = العب رقم { $deal }
confirm-rules-title = أتلعب «{ -game-double-canfield }» بسحب { $draw } من المخزون، والأماكن الفارغة: { $spaces }؟
confirm-rules-text = تتغير القواعد مع توزيع جديد. { $leave }
confirm-restart-title = أتبدأ هذا التوزيع من جديد؟
confirm-restart-text = { $moves ->
        [zero] لا نقلات في هذه اللعبة للتراجع عنها.
        [one] سيُتراجع عن نقلتك الواحدة في هذه اللعبة.
        [two] سيُتراجع عن نقلتيك في هذه اللعبة.
        [few] سيُتراجع عن نقلاتك الـ{ $moves } في هذه اللعبة.
        [many] سيُتراجع عن نقلاتك الـ{ $moves } في هذه اللعبة.
       *[other] سيُتراجع عن نقلاتك الـ{ $moves } في هذه اللعبة.
    }
confirm-restart-yes = من جديد
confirm-reset-title = أتعيد كل الإحصاءات إلى الصفر؟
confirm-reset-text = يعود كل رقم في كل لعبة إلى الصفر. صدّرها أولًا لتحتفظ بنسخة منها.
confirm-reset-yes = إعادة إلى الصفر
confirm-cancel = إلغاء
confirm-keep-playing = تابع اللعب

## لماذا لم يحدث شيء

refusal-nothing-to-undo = لا شيء للتراجع عنه.
refusal-nothing-to-redo = لا شيء لإعادته.
refusal-no-move = لا نقلة مسموحة لهذه الورقة: { $card }.
refusal-no-move-cards = { $count ->
        [two] لا نقلة مسموحة للورقتين ابتداءً من هذه: { $card }.
        [few] لا نقلة مسموحة للأوراق الـ{ $count } ابتداءً من هذه: { $card }.
       *[other] لا نقلة مسموحة للـ{ $count } ورقة ابتداءً من هذه: { $card }.
    }
refusal-no-foundation = لا أساس يقبل هذه الورقة بعد: { $card }.
refusal-landing = هذه الورقة ما زالت تتحرك: حاول مجددًا بعد أن تستقر.
refusal-only-stock = قلب المخزون لا يغيّر شيئًا: هو كل ما تبقّى، ولن يتيح أي عدد من القلبات نقلةً أخرى أبدًا. هذه اللعبة خاسرة.

## قائمة المشاركة

share-deal = هذا التوزيع
share-win = فوزي ({ $moves ->
        [zero] بلا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    })
share-win-text = فزت في لعبة «{ $game }»، التوزيع رقم { $deal }، بـ{ $moves ->
        [zero] بلا نقلات
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }، { $time }: { $link }
share-game = لعبتي حتى الآن ({ $moves ->
        [zero] بلا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    })
share-game-text = لعبتي في «{ $game }»، التوزيع رقم { $deal }، حتى الآن: { $moves ->
        [zero] بلا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    } في { $time }: { $link }
share-solution = الحل ({ $moves ->
        [zero] بلا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    })
share-solution-text = طريق للفوز في «{ $game }»، التوزيع رقم { $deal }، { $moves ->
        [zero] بلا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }: { $link }

## جواب الحافظة

copied-deal = نُسخ رابط هذا التوزيع: الصقه لتشاركه.
copied-win = نُسخ رابط إعادة عرض فوزك: الصقه لتشاركه.
copied-game = نُسخ رابط إعادة عرض لعبتك حتى الآن: الصقه لتشاركه.
copied-solution = نُسخ رابط إعادة عرض طريق للفوز: الصقه لتشاركه.
copy-by-hand = انسخ هذا الرابط لتشاركه: { $link }

## توزيع اليوم

daily-checking = الحلّال يتحقق من توزيع اليوم للعبة «{ $game }» بتاريخ { $date }…
daily-no-solver = توزيع اليوم يحتاج إلى الحلّال، وتعذّر تحميله في هذا المتصفح: هذا توزيع عادي، ولا يُحتسب توزيعَ اليوم.
daily-timed-out = لم يُجب الحلّال في الوقت المحدد، فتعذّر التحقق من توزيع اليوم: هذا توزيع عادي، ولا يُحتسب توزيعَ اليوم. جرّب «توزيع اليوم» لاحقًا.
daily-found = توزيع اليوم للعبة «{ $game }» بتاريخ { $date }: رقم { $deal }، وهو نفسه للجميع.

## كلمات الحلّال في سطر الرسائل

solver-hint = تلميح: { $move }.
solver-suggest-not-known-yet = لا يُعرف طريق للفوز بعد؛ تبدو هذه النقلة الأكثر فائدة: { $move }.
solver-suggest-lost = لم يعد الفوز بهذه اللعبة ممكنًا؛ تبدو هذه النقلة الأكثر فائدة: { $move }.
solver-suggest-not-known-here = لا يُعرف طريق للفوز من هنا؛ تبدو هذه النقلة الأكثر فائدة: { $move }.
solver-suggest-no-solver = لا يمكن تشغيل الحلّال في هذا المتصفح؛ تبدو هذه النقلة الأكثر فائدة: { $move }.
solver-suggest-no-worker = تحتاج التلميحات النزيهة إلى عامل في الخلفية لا يشغّله هذا المتصفح هنا؛ تبدو هذه النقلة الأكثر فائدة: { $move }.
solver-thinking = جارٍ التفكير…
solver-won = فزت بهذه اللعبة.
solver-no-move-left = لم تبقَ نقلة مسموحة: تراجع، أو ابدأ من جديد.
solver-demo-started = العرض التوضيحي: يلعب الحلّال طريقًا للفوز. أي مفتاح أو نقرة يوقفه.
solver-demo-stopped = توقف العرض التوضيحي.
solver-game-over = انتهت هذه اللعبة: لم يبقَ شيء لعرضه.
solver-looking-for-line = جارٍ البحث عن طريق للفوز…
solver-no-line-lost = لم يعد الفوز بهذه اللعبة ممكنًا، فلا طريق للفوز لعرضه.
solver-no-line-here = لا يُعرف طريق للفوز من هنا، فلا شيء لعرضه.
solver-winnable-only-on = ستكون التوزيعات الجديدة مما أثبت الحلّال إمكان الفوز بها.
solver-winnable-only-off = تُوزَّع التوزيعات الجديدة عشوائيًا، قابلة للفوز أو لا.
solver-finding-deal = جارٍ البحث عن توزيع يمكن الفوز به…
solver-no-deal-proven = تعذّر إثبات إمكان الفوز بأي توزيع بسرعة، فوُزّع هذا عشوائيًا.
solver-unavailable = تعذّر تحميل الحلّال في هذا المتصفح: ما زال التلميح يقترح نقلات، لكن لا يمكن إثبات إمكان الفوز بشيء. قد تعيده إعادة تحميل الصفحة.
solver-needs-solver = يحتاج ذلك إلى الحلّال، وقد تعذّر تحميله في هذا المتصفح.

## الأوراق والأكوام كما تسمّيها الطاولة وقارئ الشاشة
## (src/table/announce.rs). اسم الورقة رتبتها ثم شكلها («عشرة بستوني»).

card-name = { $rank } { $suit }
card-rank-1 = آس
card-rank-2 = اثنان
card-rank-3 = ثلاثة
card-rank-4 = أربعة
card-rank-5 = خمسة
card-rank-6 = ستة
card-rank-7 = سبعة
card-rank-8 = ثمانية
card-rank-9 = تسعة
card-rank-10 = عشرة
card-rank-11 = ولد
card-rank-12 = ملكة
card-rank-13 = ملك
# الرتبة في «يأخذ الأساس الفارغ أيّ …».
card-ranks-1 = آس
card-ranks-2 = اثنين
card-ranks-3 = ثلاثة
card-ranks-4 = أربعة
card-ranks-5 = خمسة
card-ranks-6 = ستة
card-ranks-7 = سبعة
card-ranks-8 = ثمانية
card-ranks-9 = تسعة
card-ranks-10 = عشرة
card-ranks-11 = ولد
card-ranks-12 = ملكة
card-ranks-13 = ملك
card-suit-spades = بستوني
card-suit-hearts = كبة
card-suit-diamonds = ديناري
card-suit-clubs = سباتي

pile-foundation = الأساس { $number }
pile-tableau = الكومة { $number }
pile-stock = المخزون
pile-waste = كومة المهملات
pile-reserve = الاحتياطي
pile-packet = الرزمة

count-cards = { $count ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
        [many] { $count } ورقة
       *[other] { $count } ورقة
    }
list-comma = { $first }، { $next }
list-and = { $first } و{ $last }
list-or = { $first } أو { $last }

## ما يقوله قارئ الشاشة بعد النقلة

said-autoplay = اللعب التلقائي: { $words }
said-finish = الإنهاء التلقائي: { $words }
said-undone = تم التراجع: { $words }
said-redone = تمت الإعادة: { $words }
said-then = { $first }؛ { $next }
said-moved = { $cards } من { $from } إلى { $to }
said-filled = مُلئت { $pile } بالورقة { $card } من { $from }
unit-cards = { $count } أوراق، من { $first } نزولًا إلى { $last }
unit-no-card = لا ورقة
stock-changed-nothing = لم تغيّر نقلة المخزون شيئًا
stock-empty-now = المخزون فارغ
stock-left = بقي في المخزون: { $cards }
stock-turned-over = قُلبت كومة المهملات إلى المخزون: { $cards }
stock-turned-one = كُشفت { $card } على كومة المهملات؛ { $rest }
stock-turned = كُشفت على كومة المهملات: { $cards }، وفي الأعلى { $card }؛ { $rest }
stock-dealt-row = وُزّع الصف التالي، من المخزون: { $cards }؛ { $rest }
stock-dealt = وُزّع من المخزون: { $cards }؛ { $rest }
redeal-left = إعادة التوزيع: بقي { $left }
redeal-dealt-again = جُمعت الأكوام وخُلطت ووُزّعت من جديد: صف أول من { $row }، وفي المخزون { $stock }
redeal-to-foundations = إلى الأسس: { $cards }
rows-all-open = يمكن الآن اللعب من كل كومة
rows-none-open = لا يمكن اللعب من أي كومة حتى الصف التالي
rows-open = { $count ->
        [one] لا يمكن اللعب إلا من { $piles } حتى تُوزّع كل الأوراق
       *[other] لا يمكن اللعب إلا من { $piles } حتى تُوزّع كل الأوراق
    }
dealt-new = توزيع جديد: { $game }، التوزيع { $deal }
dealt-again = { $game }، التوزيع { $deal }، بدأ من جديد
status-won = فزت!
status-demo-won = أنهى العرض التوضيحي اللعبة: تُحتسب ملعوبة لا فائزة.
status-lost = لا نقلات متبقية: خسرت اللعبة.

## نقلة التلميح، كنصيحة

hint-turn-waste = اقلب كومة المهملات لتصنع المخزون من جديد ({ $cards })
hint-deal-row = وزّع الصف التالي من المخزون (بقي فيه { $cards })
hint-turn-stock-draw = { $count ->
        [one] اكشف من المخزون: ورقته التالية على كومة المهملات
       *[other] اكشف من المخزون: أوراقه التالية ({ $count }) على كومة المهملات
    }
hint-turn-stock = اكشف من المخزون
hint-redeal = أعد التوزيع: اجمع الأكوام ووزّعها من جديد (يبقى بعدها من إعادات التوزيع: { $left })
hint-no-card = لا ورقة
hint-card = الورقة { $card }
hint-cards = { $count } أوراق من { $first } نزولًا إلى { $last }
hint-onto-card = على { $card } في { $pile }
hint-onto-empty = إلى { $pile }، وهي فارغة
hint-onto = إلى { $pile }
hint-move = انقل { $what } من { $from } { $onto }

## الاسم الذي يقرؤه قارئ الشاشة للكومة

label-stock = المخزون
label-waste = كومة المهملات
label-reserve = الاحتياطي
label-part = { $label }، { $part }
label-turn-over = اقلب كومة المهملات
label-deal-row = وزّع الصف التالي
label-deal = وزّع
label-empty = فارغة
label-takes-card = تنتظر { $card }
label-takes-rank = تأخذ أيّ { $rank }
label-top = { $cards }، في الأعلى: { $card }
label-blocked = مقفلة ما دامت الصفوف توزَّع
label-holding = { $count ->
        [one] ورقتها العليا مأخوذة
       *[other] أوراقها العليا مأخوذة: { $count }
    }
label-target = يمكنها أخذ الأوراق المأخوذة
holding-can-go = { $count ->
        [one] أخذت { $what } من { $from }: يمكن أن تذهب إلى { $targets }
       *[other] أخذت { $what } من { $from }: يمكن أن تذهب إلى { $targets }
    }
holding-stuck = { $count ->
        [one] أخذت { $what } من { $from }: لا مكان لها الآن
       *[other] أخذت { $what } من { $from }: لا مكان لها الآن
    }
stock-caption-next-row = الصف التالي
stock-title-turn-over = اقلب كومة المهملات
stock-title-empty = المخزون فارغ
stock-title-deal-row = وزّع الصف التالي: بقي { $cards }
stock-title-deal = وزّع: بقي { $cards }

## لماذا رُفضت النقلة

why-no-stock = لا مخزون في { $game }
why-stock-empty = المخزون فارغ
why-stock-and-waste-empty = المخزون وكومة المهملات فارغان كلاهما
why-no-redeals = لا إعادة توزيع في { $game }
why-redeals-used = لم تبقَ إعادة توزيع (للعبة { $count }، واستُعملتا كلتاهما)
why-no-such-pile = لا توجد في { $game } هذه الكومة: { $pile }
why-empty-source = { $pile } فارغة: لا ورقة لنقلها
why-same-pile = لا يمكن نقل الأوراق من { $pile } إلى { $pile } نفسها
why-run-to-foundation = لا تذهب إلى الأسس إلا أوراق مفردة
why-not-enough-cards = في { $pile } { $holds ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $holds } أوراق
        [many] { $holds } ورقة
       *[other] { $holds } ورقة
    }، لا { $count }
why-no-card = تأخذ النقلة ورقة واحدة على الأقل من { $pile }
why-top-card-only = لا تتحرك إلا الورقة العليا من { $pile }، لا { $count } أوراق
why-single-cards = في { $game } تُنقل ورقة واحدة في كل مرة
why-not-a-run-same-suit-down = الأوراق العليا ({ $count }) في { $pile } ليست متتالية: يجب أن تكون كل ورقة أدنى برتبة واحدة من الورقة تحتها، ومن الشكل نفسه
why-not-a-run = الأوراق العليا ({ $count }) في { $pile } ليست متتالية: يجب أن تُبنى كل ورقة على الورقة تحتها
why-whole-pile-only = لا تتحرك إلا الورقة العليا أو { $pile } كلها، لا جزء من كومة أبدًا
why-not-in-sequence = لا يمكن نقل { $pile } كاملة: ليست مبنية نزولًا بألوان متناوبة
why-foundation-needs-card = لا يمكن وضع { $card } على { $foundation }: تحتاج إلى { $needs }
why-foundation-needs-rank = لا يمكن وضع { $card } على { $foundation }: الأساس الفارغ يأخذ أيّ { $ranks }
why-foundation-complete = لا يمكن وضع { $card } على { $foundation }: اكتمل
why-tableau-refuses = لا يمكن وضع { $card } على { $onto } في { $pile }: توضع على { $build }
build-same-suit-up-or-down = ورقة من الشكل نفسه أعلى أو أدنى برتبة واحدة
build-same-suit-down = ورقة من الشكل نفسه أعلى برتبة واحدة
build-alternate-colours-down-wrapping = ورقة من اللون الآخر أعلى برتبة واحدة (الملك يوضع على الآس)
why-space-filled-automatically = { $pile } فارغة، لكن الأماكن الفارغة تُملأ من { $from } ما دامت فيها أوراق
why-space-waste-only = لا يملأ الكومة الفارغة { $pile } إلا الورقة العليا من كومة المهملات
why-foundation-keeps = الورقة على الأساس لا تغادره أبدًا ({ $pile } يحتفظ بأوراقه)
why-not-a-source = لا تؤخذ الأوراق من { $pile }: نقلة المخزون هي التي توزّعها
why-not-a-target = لا توضع الأوراق على { $pile }: إنها تذهب إلى الأسس والأكوام
why-blocked = { $pile } مقفلة ما دامت الصفوف توزَّع: لا يُلعب حتى يفرغ المخزون إلا من الكومتين الطرفيتين، { $first } و{ $last }
why-foundations-only-while-dealing = لا يُسمح إلا بالنقل إلى الأسس حتى تُوزّع كل الأوراق (في المخزون بعد { $cards })
why-redeal-before-pack-out = لا يُسمح بإعادة التوزيع إلا بعد توزيع كل الأوراق (في المخزون بعد { $cards })
why-not-a-one-way-run = الأوراق العليا ({ $count }) في { $pile } ليست متتالية: المتتالية من شكل واحد، كل ورقة أعلى برتبة واحدة من التي تحتها، أو كلها أدنى برتبة واحدة

## المزيد من الإعلانات وأسماء الطاولة

said-then-ending = { $words }. { $ending }
said-put-back = أُعيدت الأوراق
said-finish-cards = { $count ->
        [one] الإنهاء التلقائي: ورقة واحدة إلى الأسس
        [two] الإنهاء التلقائي: ورقتان إلى الأسس
        [few] الإنهاء التلقائي: { $count } أوراق إلى الأسس
       *[other] الإنهاء التلقائي: { $count } ورقة إلى الأسس
    }
finish-not-yet = ليس بعد: الإنهاء التلقائي يلعب الأوراق الأخيرة حين يفرغ المخزون وتستطيع كل ورقة الذهاب مباشرة إلى الأسس.
table-label = طاولة { $game }
redeals-left-title = إعادات التوزيع المتبقية

## مؤشر الحلّال و«فرصك» (الكلمات نفسها التي في rules.ftl)

solver-button-hint = تلميح
solver-button-hint-title = اعرض نقلة تالية جيدة (H): نقلة لاعب لا يرى الأوراق المقلوبة، إلا إذا سُمح للتلميحات أن تختلس النظر (الإعدادات)
solver-button-demo = عرض توضيحي
solver-button-demo-title = شاهد الحلّال يلعب بقية هذه اللعبة (أي إدخال يوقفه)
solver-seer = الحلّال (يرى المخزون):
solver-winnable-only = توزيعات يمكن الفوز بها فقط
solver-winnable-only-title = التوزيعات الجديدة مما أثبت الحلّال إمكان الفوز بها
solver-state-thinking = يفكّر…
solver-state-thinking-means = يفكّر في إمكان الفوز بهذه اللعبة بعد
solver-state-won = فزت
solver-state-won-means = فزت بهذه اللعبة
solver-state-winnable = يمكن الفوز
solver-state-winnable-means = ما زال الفوز بهذه اللعبة ممكنًا
solver-state-unwinnable = لا يمكن الفوز بهذا المخزون
solver-state-unwinnable-means = لا يمكن الفوز بهذه اللعبة بهذا المخزون
solver-state-unknown = استسلم الحلّال
solver-state-unknown-means = استسلم؛ لم يستطع أن يحسم في الوقت إن كان الفوز بهذه اللعبة ما زال ممكنًا
solver-state-unavailable = الحلّال غير متاح
solver-state-unavailable-means = غير متاح؛ تعذّر تحميله في هذا المتصفح
solver-state-label = الحلّال (يرى المخزون): { $words }
solver-state-title = { $words }. ينظر الحلّال إلى كل ورقة، ومنها ترتيب المخزون الخفي الذي لا تراه: «يمكن الفوز» تعني أن طريقًا للفوز موجود والأوراق على حالها الحقيقية. أما «فرصك» بجانبه فلا يختلس النظر.

chances-thinking = فرصك: …
chances-stuck = لا نقلات متبقية
chances-cannot-win = لا يمكن الفوز، أيًّا كانت الأوراق المقلوبة
chances-at-most = على الأكثر { $percent }: لا يمكن الفوز في أي ترتيب جُرّب
chances-exact = فرصك: { $percent }
chances-estimate = فرصك: { $percent } ({ $low }–{ $high })
chances-unknown = فرصك: غير معروفة
chances-label-off = «فرصك» موقوفة في الإعدادات
chances-label-no-worker = لا تُعرض فرصك: هذا المتصفح يشغّل الحلّال في الصفحة نفسها، وحسابها سيعطّلها
chances-label-unavailable = لا تُعرض فرصك: تعذّر تحميل الحلّال
chances-label-won = فزت بهذه اللعبة
chances-label-thinking = تُحسب فرصك من هنا دون النظر إلى الأوراق المقلوبة، كما ترى أنت اللعبة
chances-label-stuck = لا نقلات متبقية: خسرت هذه اللعبة
chances-label-cannot-win = لم يعد الفوز بهذه اللعبة ممكنًا، أيًّا كانت الأوراق المقلوبة: جُرّب كل ترتيب لها
chances-label-at-most = فرصك من هنا { $percent } على الأكثر: لا يمكن الفوز في أي ترتيب جُرّب للأوراق المقلوبة (حدّ لا برهان)
chances-label-exact = فرصك من هنا: { $percent }، محسوبة دون النظر إلى الأوراق المقلوبة، كما ترى أنت اللعبة؛ جُرّب كل ترتيب للأوراق المقلوبة
chances-label-estimate = فرصك من هنا: نحو { $percent } (مجال ثقة { 95 }٪ من { $low } إلى { $high })، محسوبة دون النظر إلى الأوراق المقلوبة، كما ترى أنت اللعبة، من ترتيبات جُرّبت عشوائيًا
chances-label-unknown = تعذّر حساب فرصك من هنا

## التوزيعات حسب الصعوبة

grade-easy = سهل
grade-medium = متوسط
grade-hard = صعب
grade-very-hard = صعب جدًا
grade-label = الصعوبة: { $grade }
grade-title = الصعوبة: { $grade }. هكذا جرت لعبة واحدة لهذا التوزيع من بدايته للاعب لا يرى الأوراق المقلوبة. أما «فرصك» فتزن ترتيبات كثيرة لتلك الأوراق من حيث أنت الآن، لذا قد يُظهر توزيع صعب جدًا فرصًا عالية.
grade-not-found = ليس بين التوزيعات المصنّفة للعبة { $game } وعددها { $count } توزيع { $grade ->
        [easy] سهل
        [medium] متوسط
        [hard] صعب
       *[very-hard] صعب جدًا
    }، لذا قد يكون هذا التوزيع بأي صعوبة.

## ما كان خطأً في الرابط (link-…) وفي السجلات المحفوظة (notice-…)

link-too-long = طول { $key } { $length } محرفًا، والحد الأقصى { $max }: تم تجاهله.
link-no-game = «{ $text }» ليست لعبة: تُعرض { $game } بدلًا منها.
link-no-draw-option = لا خيار draw في { $game } (لا يوجد إلا في { $canfield }): تم تجاهله.
link-no-spaces-option = لا خيار spaces في { $game } (لا يوجد إلا في { $canfield }): تم تجاهله.
link-bad-draw = قيمة draw هي { 1 } أو { 3 }، لا «{ $text }»: تُكشف { 3 } أوراق.
link-bad-spaces = قيمة spaces هي waste أو any، لا «{ $text }»: الأماكن الفارغة تأخذ ورقة كومة المهملات.
link-bad-deal = «{ $text }» ليس رقم توزيع (أرقام التوزيعات أعداد صحيحة من { 1 } إلى { $max }): إليك توزيعًا آخر.
link-bad-deal-kept = «{ $text }» ليس رقم توزيع (أرقام التوزيعات أعداد صحيحة من { 1 } إلى { $max }): يبقى التوزيع المعروض.
link-bad-autoplay = قيمة autoplay هي on أو off، لا «{ $text }»: اللعب التلقائي يتبع إعدادك.
link-bad-date = «{ $text }» ليس تاريخًا (تُكتب التواريخ هكذا: { "2026-11-23" }): إليك توزيع اليوم.
link-save-unreadable = تعذّرت قراءة اللعبة المحفوظة لهذا التوزيع، لذا تبدأ من جديد.
link-bad-share-url = يجب أن تكون قيمة share-url عنوان ويب (http أو https)، لا «{ $text }»: روابط المشاركة تشير إلى صفحة اللعبة نفسها.
link-bad-storage-prefix = تتكوّن قيمة storage-prefix من { 1 } إلى { $max } من الحروف اللاتينية أو الأرقام أو «-» أو «_» أو «.»، لا «{ $text }»: تُحفظ الألعاب والإعدادات والإحصاءات بأسمائها المعتادة.
link-notices-join = { $first } { $next }
notice-not-kept = لا يمكن حفظ تقدّمك الآن: مساحة التخزين في هذا المتصفح ممتلئة أو مرفوضة. تحتفظ به هذه الصفحة وتحفظه حالما تتوفر مساحة؛ وإن أُغلقت قبل ذلك ضاع.
notice-kept-again = عاد التخزين يعمل: تقدّمك محفوظ.
notice-win-not-kept = لم يُحفظ فوزك بعد: { $why ->
        [full] مساحة التخزين في هذا المتصفح ممتلئة
       *[other] هذا المتصفح يرفض حفظه
    }. تحتفظ به هذه الصفحة وتحفظه حالما تستطيع؛ وإن أُغلقت الصفحة قبل ذلك ضاع الفوز.
notice-win-kept = فوزك محفوظ الآن.
notice-set-aside = كانت إحصاءاتك تالفة وتعذّرت قراءتها: حُفظت نسخة منها جانبًا (باسم { $key })، و{ $count ->
        [zero] لم يمكن استرداد شيء منها
        [one] استُردّت منها لعبة واحدة
        [two] استُردّت منها لعبتان
        [few] استُردّت منها { $count } ألعاب
       *[other] استُردّت منها { $count } لعبة
    }.
notice-facts-set-aside = كانت الألعاب التي سجّلتها إحدى الطاولات ({ $log }) تالفة وتعذّرت قراءتها كلها: حُفظت نسخة منها جانبًا (باسم { $key })، و{ $count ->
        [zero] لم يمكن استرداد أي لعبة منها
        [one] استُردّت منها لعبة واحدة
        [two] استُردّت منها لعبتان
        [few] استُردّت منها { $count } ألعاب
       *[other] استُردّت منها { $count } لعبة
    }.
notice-facts-newer = الألعاب التي سجّلتها إحدى الطاولات ({ $log }) حفظها إصدار أحدث من Patience لا تستطيع هذه الصفحة قراءته: فهي لا تُحتسب هنا، وتبقى كما هي لذلك الإصدار.

## أدوات التحكم في الطاولة ولوحتا نهاية اللعبة

chrome-controls = أدوات التحكم في اللعبة
chrome-title = سوليتير
chrome-game = اللعبة
chrome-draw = الأوراق في كل نقلة من المخزون
chrome-draw-3 = اكشف { 3 }
chrome-draw-1 = اكشف { 1 }
chrome-spaces = ما يمكنه ملء مكان فارغ بعد أن يفرغ الاحتياطي
chrome-spaces-waste = الأماكن الفارغة: المهملات
chrome-spaces-any = الأماكن الفارغة: أي ورقة
chrome-new = جديد
chrome-new-title = توزيع جديد
chrome-restart = من جديد
chrome-restart-title = ابدأ هذا التوزيع من جديد
chrome-undo = تراجع
chrome-undo-title = تراجع (Ctrl+Z)
chrome-redo = إعادة
chrome-redo-title = إعادة (Ctrl+Y)
chrome-daily = توزيع اليوم
chrome-daily-title = توزيع اليوم: هو نفسه للجميع
chrome-share = مشاركة
chrome-share-title = شارك هذا التوزيع أو لعبتك أو حلّها
chrome-menu = الإحصاءات والإعدادات والقواعد
chrome-stats = الإحصاءات
chrome-settings = الإعدادات
chrome-rules = القواعد
chrome-rules-title = قواعد هذه اللعبة
rulebook-fetching = القواعد في الطريق…
rulebook-failed = تعذّر تحميل القواعد ({ $reason }). أغلقها ثم افتحها من جديد لتحاول مرة أخرى.
chrome-deal-number = رقم التوزيع
chrome-time = الوقت
chrome-more = أدوات أخرى
# The "more" button's word while the narrow bar is unfolded.
chrome-fewer = أقل
chrome-footer-links = روابط التوزيعات تشارك اللعبة:
chrome-footer-copies = ينسخ هذا التوزيع
chrome-footer-undo = Ctrl+Z تراجع
chrome-footer-redo = Ctrl+Y إعادة
chrome-footer-keys = كل المفاتيح، للعب دون فأرة
chrome-footer-embed = ضمّن Patience في موقعك
chrome-redeal = أعد التوزيع ({ $left })
chrome-redeal-title = اجمع الأكوام ووزّعها من جديد
chrome-reserve = الاحتياطي
chrome-reserve-title = تصفّح الاحتياطي (أوراقه مكشوفة؛ لا تُلعب إلا العليا)
chrome-finish = إنهاء
chrome-finish-title = العب الباقي إلى الأسس (F)
chrome-help = اختصارات لوحة المفاتيح
chrome-help-title = اختصارات لوحة المفاتيح (?)
chrome-announcements = إعلانات اللعبة
won-title = فزت!
won-label = فزت
won-demo-title = أنهاها العرض التوضيحي
won-demo-note = تُحتسب في إحصاءاتك ملعوبة لا فائزة.
won-again = العب توزيعًا آخر
lost-title = لا نقلات متبقية
lost-text = هذه اللعبة عالقة: لم تبقَ أي نقلة مسموحة.
lost-text-stock = هذه اللعبة عالقة: لم يبقَ إلا قلب المخزون، ولن يتيح أي عدد من القلبات نقلةً أخرى أبدًا.
lost-new = توزيع جديد
chrome-moves-word = { $count ->
        [zero] نقلة
        [one] نقلة
        [two] نقلتان
        [few] نقلات
        [many] نقلة
       *[other] نقلة
    }
chrome-redeal-label = { $left ->
        [zero] أعد التوزيع، لم تبقَ إعادة توزيع
        [one] أعد التوزيع، بقيت إعادة توزيع واحدة
        [two] أعد التوزيع، بقيت إعادتا توزيع
       *[other] أعد التوزيع، بقيت { $left } إعادات توزيع
    }
chrome-redeals-left = { $left ->
        [one] إعادة توزيع متبقية
        [two] إعادتا توزيع متبقيتان
       *[other] إعادات توزيع متبقية
    }
won-summary = { $game } · التوزيع رقم { $deal } · { $moves ->
        [zero] لا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
       *[other] { $moves } نقلة
    } · { $time }

## جداول الإحصاءات

stats-game = اللعبة
stats-played = الملعوبة
stats-won = الفائزة
stats-rate = نسبة الفوز
stats-streak = السلسلة
stats-best-streak = أفضل سلسلة
stats-best-time = أفضل وقت
stats-fewest-moves = أقل النقلات
stats-percent = { $percent }
stats-wins-by-grade = الانتصارات حسب الصعوبة
daily-stats-heading = توزيعات اليوم
daily-stats-played = الأيام الملعوبة
daily-stats-won = الأيام الفائزة
daily-stats-streak = السلسلة الحالية
daily-stats-best-streak = أفضل سلسلة
daily-calendar-caption = الأسابيع الخمسة الأخيرة (أيام UTC): ✓ فوز، • لُعب
daily-calendar-mon = الإثنين
daily-calendar-tue = الثلاثاء
daily-calendar-wed = الأربعاء
daily-calendar-thu = الخميس
daily-calendar-fri = الجمعة
daily-calendar-sat = السبت
daily-calendar-sun = الأحد
daily-day-won = فوز
daily-day-played = لُعب، بلا فوز
daily-day-none = لم يُلعب
daily-day-title = { $date }: { $words }
daily-deal-label = { $deal } · توزيع اليوم { $date }
stats-options = اكشف { $draw } · الأماكن الفارغة: { $spaces ->
        [any] أي ورقة
       *[waste] المهملات
    }
daily-stats-days = { $count ->
        [zero] لا أيام
        [one] يوم واحد
        [two] يومان
        [few] { $count } أيام
       *[other] { $count } يومًا
    }

## نموذج الإعدادات

settings-canfield-note = جزء من رابط التوزيع. تغييرها أثناء اللعب يبدأ توزيعًا جديدًا بعد السؤال.
settings-spaces-waste = الأماكن الفارغة: ورقة كومة المهملات
settings-spaces-any = الأماكن الفارغة: أي ورقة
settings-autoplay = اللعب التلقائي: انقل الأوراق إلى الأسس حين لا يضر ذلك أبدًا
settings-autoplay-off = عنوان هذه الصفحة يوقف اللعب التلقائي
settings-deal-grade = التوزيعات الجديدة
settings-grade-any = أي صعوبة
settings-speed = الحركة
settings-speed-normal = عادية
settings-speed-fast = سريعة
settings-speed-none = بلا
settings-card-size = حجم الأوراق
settings-size-small = صغير
settings-size-medium = متوسط
settings-size-large = كبير
settings-large-index = مؤشر كبير: رتبة وشكل أكبر في زوايا الأوراق
settings-theme = المظهر
settings-theme-auto = تلقائي
settings-theme-light = فاتح
settings-theme-dark = داكن
settings-four-colour = أربعة ألوان: السباتي أخضر والديناري أزرق
settings-left-handed = لليد اليسرى: المخزون والمهملات والاحتياطي في الجهة الأخرى
settings-chances = فرصك: اعرض فرصة الفوز من هنا، محسوبة دون النظر إلى الأوراق المقلوبة
settings-peek-hints = يمكن للتلميحات أن تختلس النظر إلى الأوراق المقلوبة (خط فوز الحلّال الذي يعرف ترتيب المخزون)

start-error = تعذّر تشغيل Patience: { $why }
start-error-feature = ينقص هذا المتصفحَ ميزةٌ يحتاج إليها

## شريط إعادة العرض

replay-bar-controls = أدوات التحكم في إعادة العرض
replay-bar-label = إعادة عرض
replay-bar-start = العودة إلى بداية التوزيع
replay-bar-back = نقلة إلى الوراء
replay-bar-back-title = نقلة إلى الوراء (Ctrl+Z)
replay-bar-play = تشغيل
replay-bar-pause = إيقاف مؤقت
replay-bar-play-title = شغّل النقلات
replay-bar-forward = نقلة إلى الأمام
replay-bar-forward-title = نقلة إلى الأمام (Ctrl+Y)
replay-bar-end = إلى آخر نقلة
replay-bar-scrub = النقلات المعروضة
replay-bar-step = النقلة { $step } من { $steps }
replay-bar-takeover = العب من هنا
replay-bar-takeover-title = أوقف إعادة العرض وتابع اللعب من هذا الوضع
replay-ended = انتهت إعادة العرض: «العب من هنا» لتتابع، أو ارجع خطوة.
replay-takeover = صارت اللعبة لك الآن، من النقلة { $step }: التراجع يعود عبر نقلات إعادة العرض، والإعادة تلعب التالية.

## مساعدة لوحة المفاتيح

keys-title = لوحة المفاتيح
keys-close = إغلاق
keys-intro = كل إجراء يعمل دون مؤشر. للكومة المحددة حلقة ذهبية؛ وقارئات الشاشة تسمع ما في كل كومة وكل نقلة.
# The arrow keys: same as English on purpose.
keys-arrows-keys = ← → ↑ ↓
keys-arrows = التنقل بين الأكوام
keys-tab-keys = Tab، Shift+Tab
keys-tab = الكومة التالية أو السابقة
keys-home-end-keys = Home، End
keys-home-end = الكومة الأولى أو الأخيرة
keys-enter-keys = Enter أو مسافة
keys-enter = خذ الورقة العليا؛ وعلى كومة مضاءة ضعها هناك
keys-enter-again-keys = Enter مرة أخرى، ↑ ↓
keys-enter-again = وأنت تمسك الأوراق، على الكومة نفسها: خذ متتالية أطول أو أقصر
keys-esc-keys = Esc
keys-esc = أعد الأوراق
keys-stock-keys = S أو D
keys-stock = المخزون: وزّع أو اكشف أو اقلب كومة المهملات
keys-redeal-keys = E
keys-redeal = أعد التوزيع ({ -game-capricieuse }, { -game-russian-patience })
keys-finish-keys = F
keys-finish = الإنهاء التلقائي، حين يصبح الفوز مجرد شكليات
keys-hint-keys = H
keys-hint = تلميح
keys-undo-keys = U، Ctrl+Z
keys-undo = تراجع
keys-redo-keys = Ctrl+Y، Ctrl+Shift+Z
keys-redo = إعادة
keys-restart-keys = R
keys-restart = ابدأ هذا التوزيع من جديد
keys-new-keys = N
keys-new = توزيع جديد
keys-help-keys = ?
keys-help = هذه المساعدة

elsewhere-continued = تابعتَ هذه اللعبة في علامة تبويب أخرى، لذا تُعرض هنا كما هي هناك.
elsewhere-moved-first = سبقتك علامة تبويب أخرى بنقلة: أُلغيت نقلتك هنا، وتُعرض اللعبة كما هي هناك.
share-note = بعد أن تلعب، يمكنك مشاركة لعبتك أيضًا.
solver-button-stop = إيقاف

## لماذا يتوقف رابط إعادة العرض

replay-stop = { $why }؛ تتوقف إعادة العرض بعد النقلة { $move }
replay-why-bad-character = المحرف { $at } ({ $found }) ليس من حروف رمز إعادة العرض (A-Z، a-z، { "0-9" }، - و_)
replay-why-truncated = ينتهي الرمز في منتصف نقلة عند المحرف { $at }: لقد قُطع
replay-why-unnecessary = النقلة التي تبدأ عند المحرف { $at } مكتوبة بحرف بادئ زائد (رمز إعادة العرض يكتب كل نقلة بطريقة واحدة فقط)
replay-why-move-too-long = النقلة التي تبدأ عند المحرف { $at } أطول من { $max } أحرف
replay-why-too-long = طول الرمز { $letters } حرفًا، ورموز إعادة العرض لا تتجاوز { $max } حرف (رمز لعبة حقيقية بضع مئات)
replay-why-out-of-range = النقلة { $move } لا تناسب هذه اللعبة: رقمها { $index } بين النقلات المسموحة، لكن { $legal ->
        [zero] لا نقلات مسموحة (انتهت اللعبة)
        [one] ليس هناك إلا نقلة واحدة
        [two] ليس هناك إلا نقلتان
       *[other] ليس هناك إلا { $legal } نقلات
    }
replay-why-illegal = النقلة { $move } ({ $token }) غير مسموحة: { $why }
replay-why-not-listed = النقلة { $move } ({ $token }) ليست بين نقلات الوضع المسموحة

stats-error-too-large = هذا الملف أكبر بكثير من أن يكون إحصاءات Patience.
stats-error-not-json = هذا الملف ليس إحصاءات Patience: ليس JSON.
stats-error-foreign = هذا الملف ليس إحصاءات Patience.
stats-error-newer = كتب هذا الملفَ إصدارٌ أحدث من Patience (الصيغة { $format })؛ وهذا يقرأ الصيغة { $version }.
stats-error-damaged = ملف الإحصاءات هذا تالف: { $why }.

## The dialogs' frame and the statistics dialog (src/web/app/dialogs.rs,
## its buttons and messages).

dialog-close = إغلاق
stats-table-label = جدول الإحصاءات
stats-assisted = اللعبة التي لعب فيها العرض التوضيحي نقلةً، أو الإعادة التي تابعتها بعد نقلتها الأولى (ومنها إعادة الحل)، تُعدّ لعبةً بمساعدة: تُحسب ملعوبةً ولا تُحسب فائزةً أبدًا، وتقطع سلسلة الانتصارات؛ ولا تسجّل أبدًا أفضل وقت ولا أقل عدد من النقلات. التلميحات و«إنهاء» ليست مساعدة. تُحسب الأوقات بالثواني الكاملة كما تعرضها الساعة.
stats-reset-button = إعادة التعيين…
stats-export-button = تصدير
stats-import-button = استيراد…
stats-import-label = استيراد الإحصاءات من ملف
stats-no-storage = تحتاج الإحصاءات إلى تخزين المتصفح، ولا يُسمح لهذه الصفحة باستخدامه.
stats-reset-done = أُعيد تعيين الإحصاءات.
# $file: the downloaded file's name.
stats-exported = صُدّرت باسم { $file }.
stats-export-refused = رفض هذا المتصفح حفظ الملف.
stats-imported-none = تم الاستيراد: لا جديد، فهذه الألعاب محسوبة من قبل.
# $count: how many games the file added.
stats-imported = تم الاستيراد: { $count ->
        [zero] لم تُضف أي لعبة.
        [one] أُضيفت لعبة واحدة.
        [two] أُضيفت لعبتان.
        [few] أُضيفت { $count } ألعاب.
        [many] أُضيفت { $count } لعبة.
       *[other] أُضيفت { $count } لعبة.
    }
# $why: why the file was refused (a stats-error-… message).
stats-import-unchanged = { $why } لم يتغيّر شيء.
stats-error-unreadable = تعذّرت قراءة هذا الملف.
