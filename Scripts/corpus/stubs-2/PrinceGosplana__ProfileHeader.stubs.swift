// Stubs of the app's own views used by ProfileHeader.swift (TikTok clone): a circular avatar and
// a stat column, as plain stand-ins with the app's initializers.
import Vitro

enum ProfileImageSize { case xSmall, small, medium, large, xLarge }

struct CircularProfileImage: View {
    let profileImageUrl: String?
    let size: ProfileImageSize
    var body: some View { Image(systemName: "person.circle.fill").resizable().frame(width: 80, height: 80) }
}

struct UserStat: View {
    let value: String
    let title: String
    var body: some View {
        VStack {
            Text(value).bold(); Text(title).font(.caption)
        }
    }
}
