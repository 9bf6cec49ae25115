import Foundation

/// What `swift package describe --type json` says about a package, the parts `vitro preview`
/// uses.
public struct PackageInfo: Decodable, Sendable {
    public var name: String
    public var path: String
    public var toolsVersion: String?
    public var targets: [Target]
    public var products: [Product]
    public var dependencies: [Dependency]

    enum CodingKeys: String, CodingKey {
        case name, path, targets, products, dependencies
        case toolsVersion = "tools_version"
    }

    public struct Target: Decodable, Sendable {
        public var name: String
        public var c99name: String?
        /// `library`, `executable`, `test`, `macro`, …
        public var type: String
        public var path: String
        public var sources: [String]?
        public var productMemberships: [String]?
        public var targetDependencies: [String]?
        public var productDependencies: [String]?
        public var moduleType: String?

        enum CodingKeys: String, CodingKey {
            case name, c99name, type, path, sources
            case productMemberships = "product_memberships"
            case targetDependencies = "target_dependencies"
            case productDependencies = "product_dependencies"
            case moduleType = "module_type"
        }

        /// The module's name as Swift spells it.
        public var moduleName: String { c99name ?? name }
    }

    public struct Product: Decodable, Sendable {
        public var name: String
        public var targets: [String]
        public var isLibrary: Bool

        enum CodingKeys: String, CodingKey { case name, targets, type }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            name = try c.decode(String.self, forKey: .name)
            targets = try c.decode([String].self, forKey: .targets)
            let kind = try c.decode([String: JSONValue].self, forKey: .type)
            isLibrary = kind["library"] != nil
        }
    }

    public struct Dependency: Decodable, Sendable {
        public var identity: String
        /// `fileSystem` or `sourceControl`.
        public var type: String
        public var path: String?
        public var url: String?
    }

    /// The package's identity, as another package's `.product(package:)` names it.
    public var identity: String { (path as NSString).lastPathComponent.lowercased() }
}

/// Any JSON value, read and ignored.
struct JSONValue: Decodable, Sendable {
    init(from decoder: any Decoder) throws {}
}
