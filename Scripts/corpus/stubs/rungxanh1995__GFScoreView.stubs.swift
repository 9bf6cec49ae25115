// No app types to stub; the file has no preview, so this names what to render.
// corpus: render GFScoreView(score: 7).padding()
