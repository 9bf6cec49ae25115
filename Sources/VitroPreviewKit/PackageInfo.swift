import Foundation

/// What `swift package describe --type json` says about a package, the parts `vitro preview`
/// uses.
public struct PackageInfo: Decodable, Sendable {
    /// The package's name, as its manifest gives it.
    public var name: String
    /// The package folder's full path.
    public var path: String
    /// The tools version the manifest declares (`6.1`); `nil` when the description omits it.
    public var toolsVersion: String?
    /// The package's targets, of every kind.
    public var targets: [Target]
    /// The products the package declares.
    public var products: [Product]
    /// The packages this package depends on.
    public var dependencies: [Dependency]

    enum CodingKeys: String, CodingKey {
        case name, path, targets, products, dependencies
        case toolsVersion = "tools_version"
    }

    /// A target of the package.
    public struct Target: Decodable, Sendable {
        /// The target's name, as the manifest gives it.
        public var name: String
        /// The name made a C99 identifier (`My_Lib` for `My-Lib`): the module's name in Swift.
        public var c99name: String?
        /// `library`, `executable`, `test`, `macro`, …
        public var type: String
        /// The target's folder, relative to the package folder.
        public var path: String
        /// The target's source files, relative to its folder.
        public var sources: [String]?
        /// The names of the products that contain the target.
        public var productMemberships: [String]?
        /// The names of the targets of this package that the target depends on.
        public var targetDependencies: [String]?
        /// The names of the products, from other packages, that the target depends on.
        public var productDependencies: [String]?
        /// The kind of module the target builds (`SwiftTarget`, `ClangTarget`, …).
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

    /// A product the package declares.
    public struct Product: Decodable, Sendable {
        /// The product's name, as `.product(name:package:)` names it.
        public var name: String
        /// The names of the targets the product contains.
        public var targets: [String]
        /// Whether the product is a library, the one kind another package can link.
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

    /// A package the package depends on.
    public struct Dependency: Decodable, Sendable {
        /// The dependency's identity, as `.product(name:package:)` names it: the last component of
        /// its URL (without `.git`) or path, lowercased.
        public var identity: String
        /// `fileSystem` or `sourceControl`.
        public var type: String
        /// The dependency's folder, for a `fileSystem` dependency.
        public var path: String?
        /// The dependency's repository URL, for a `sourceControl` dependency.
        public var url: String?
    }

    /// The package's identity, as another package's `.product(package:)` names it.
    public var identity: String { (path as NSString).lastPathComponent.lowercased() }
}

/// Any JSON value, read and ignored.
struct JSONValue: Decodable, Sendable {
    init(from decoder: any Decoder) throws {}
}
