// Stubs of the app's own types used by UserDetailView.swift (an ObservableObject view model, as
// the app has it).
import Foundation
import Vitro

struct User {
    struct Geo { var latitude = "-37.3159"; var longitude = "81.1496" }
    struct Address { var street = "Kulas Light"; var suite = "Apt. 556"; var city = "Gwenborough"; var zipcode = "92998-3874"; var geo = Geo() }
    struct Company { var name = "Romaguera-Crona"; var catchPhrase = "Multi-layered client-server neural-net"; var bs = "harness real-time e-markets" }
    var id = 1
    var name = "Leanne Graham"
    var userName = "Bret"
    var email = "Sincere@april.biz"
    var address = Address()
    var company = Company()
}

final class UserViewModel: ObservableObject {
    @Published var users: User? = User()
    func fetchUsers(id: Int) {}
}
