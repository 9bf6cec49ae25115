// The file needs no stubs of its own; this file only says how to judge it.
// corpus: flat-in-swiftui its preview is an empty TextEditor (white, no border, no placeholder), so iOS draws one flat white screen
