### أسماء الألعاب: العربية (ar).
### رُوجعت على كتاب القواعد (RULES.md) ونصوصه الأصلية (seeds/).
### لا أسماء عربية متوارثة لهذه الألعاب: الأسماء العلم منقولة بالحروف
### العربية، والأسماء الوصفية مترجمة.

## الأسماء

# لا اسم عربي معروف: الاسم منقول كما هو (Caprice).
-game-caprice = كابريس
# لا اسم عربي معروف: الاسم الفرنسي الأصلي منقول كما هو (Capricieuse).
-game-capricieuse = كابريسيوز
# لا اسم عربي معروف: الاسم مترجم (Lucas Leaps: قفزات لوكاس).
-game-lucas-leaps = قفزات لوكاس
# «كانفيلد» اسم علم؛ «المزدوج» ترجمة Double.
-game-double-canfield = كانفيلد المزدوج
# ترجمة اسم هيذر (1876) Russian Patience؛ «الصبر» هو معنى patience.
-game-russian-patience = الصبر الروسي

## الأسماء وحدها (الألسنة، العناوين)

game-name-caprice = { -game-caprice }
game-name-capricieuse = { -game-capricieuse }
game-name-lucas-leaps = { -game-lucas-leaps }
game-name-double-canfield = { -game-double-canfield }
game-name-russian-patience = { -game-russian-patience }
