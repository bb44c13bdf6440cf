// A module named UIKit that is Mainline, so the corpus files the layout tests compile keep
// their `import UIKit` line untouched. (Tests/Corpus/check_corpus.py compiles the whole corpus
// the way a user would, with the import changed to `import Mainline`.)
@_exported import Mainline
