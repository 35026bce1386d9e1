### كلمات الطاولة: العربية (ar).
### مترجمة عن locales/en/table.ftl (src/table/input.rs وreplay_viewer.rs
### وsession.rs). المصطلحات كما في rules.ftl: التوزيع، النقلة، الأساس،
### سوليتير. $card و$why ما زالا بالإنجليزية (كلمات المحرّك ليست في Fluent
### بعد). الأرقام متغيرات نائبة يعزلها Fluent؛ لا محارف تحكم في الاتجاه.

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
