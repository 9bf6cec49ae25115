// Stubs of the app's user model and its own views used by ProfileHeaderView.swift.
import Vitro

struct User: Identifiable, Codable {
    let id: String
    var username: String
    var email: String
    var bio: String? = nil
}

enum ProfileImageSize { case small, medium, large }

struct ProfileImageView: View {
    let user: User
    let size: ProfileImageSize
    var body: some View { Image(systemName: "person.circle.fill").resizable().frame(width: 80, height: 80) }
}

struct UserStatView: View {
    let value: Int
    let title: String
    var body: some View {
        VStack {
            Text("\(value)").bold(); Text(title).font(.caption)
        }
    }
}
