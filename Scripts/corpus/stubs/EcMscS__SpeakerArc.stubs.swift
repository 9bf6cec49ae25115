// No app types to stub; the file has no preview, so this names what to render.
// corpus: render SpeakerArc(speakerIndex: 1, totalSpeakers: 4).stroke(Color.orange, lineWidth: 24).frame(width: 300, height: 300)
