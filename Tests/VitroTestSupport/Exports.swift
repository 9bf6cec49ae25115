// The UI tests import one support module: it brings the lower one (seeded random numbers, the
// fuzz bytes, the draw-command decoder) with it.
@_exported import VitroRasterTestSupport
