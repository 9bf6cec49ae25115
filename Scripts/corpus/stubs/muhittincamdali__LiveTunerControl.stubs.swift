// No app types to stub; the file has no preview, so this names what to render.
// corpus: render LiveTunerControl(value: .constant(42), label: "Blur radius").padding()
