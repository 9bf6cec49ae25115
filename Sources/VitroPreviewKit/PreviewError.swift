import Foundation

/// Why `vitro preview` stopped: each case says what to do about it.
public enum PreviewError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A variant option names something unknown.
    case invalidOption(String)
    /// The folder holds no `Package.swift`, or `swift package` could not read it.
    case notAPackage(String)
    /// No target of the package has a `#Preview` or a `PreviewProvider`.
    case noPreviews(String)
    /// The package does not depend on Vitro, so its previews cannot be rendered.
    case noVitroDependency(String)
    /// The runner package did not build: the compiler's diagnostics.
    case buildFailed(String)
    /// The runner stopped abnormally.
    case runnerFailed(String)

    public var description: String {
        switch self {
        case .invalidOption(let m): m
        case .notAPackage(let m): m
        case .noPreviews(let m): m
        case .noVitroDependency(let m): m
        case .buildFailed(let m): m
        case .runnerFailed(let m): m
        }
    }
}
