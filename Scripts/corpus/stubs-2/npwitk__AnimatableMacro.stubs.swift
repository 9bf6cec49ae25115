// The file needs no stubs of its own; this file only says how to judge it.
// corpus: flat-in-swiftui its preview is a circle of radius 0 until tapped (`expand` starts false), so iOS draws one flat white screen
