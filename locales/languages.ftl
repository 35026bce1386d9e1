### The languages the table speaks, each in its own words (autonyms), and
### the few words about choosing one. Built into the table with English
### (src/table/words.rs): this file is not per language.
###
### language-<tag>: the name of the language whose folder is locales/<tag>,
### written in that language. The settings dialog lists them so that a
### player finds their own language whatever the table speaks now.

language-en = English
language-fr = Français
language-de = Deutsch
language-es = Español
language-it = Italiano
language-ru = Русский
language-pl = Polski
language-ar = العربية

## The settings dialog's language select, and the notice when a language's
## files cannot be used. English for now: the rest of the settings dialog
## is English too (src/table/records/settings.rs, FORM), and the notice is
## shown when the table stays in English. They move into each language's
## files with the settings dialog.

# The select's label.
language-label = Language
# The first option: the element's or the page's lang, else the browser's.
language-automatic = Automatic
# A language's files could not be fetched or read. $language: its autonym
# (language-<tag>); $reason: why, in the browser's or Fluent's words.
language-failed = The { $language } words could not be loaded ({ $reason }), so the table stays in English.
