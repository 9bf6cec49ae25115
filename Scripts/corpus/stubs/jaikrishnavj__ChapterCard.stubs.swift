// Stubs of the app's own model used by ChapterCard.swift.
import Vitro

struct Chapter: Identifiable, Hashable {
    let id: Int
    let title: String
    let subtitle: String
    let icon: String
    let color: Color
}

// corpus: render ChapterCard(chapter: Chapter(id: 6, title: "Glass Effect Modifier", subtitle: "Glass on custom views", icon: "wand.and.stars", color: .purple)).padding()
