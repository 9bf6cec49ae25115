import Testing

@testable import vitro

@Suite struct FirstErrorTests {
    /// A chain broken by a modifier Vitro lacks, as `swift build` prints it: the cascade first
    /// (the compiler reports the later lines of the chain before the member it cannot find),
    /// and one error printed twice.
    static let output = """
        Building for debugging...
        /tmp/app/Sources/App/Card.swift:14:18: error: cannot infer contextual base in reference to member 'horizontal'
        12 |         Text("Hi")
        13 |             .fooEffect()
        14 |             .padding(.horizontal)
           |                  `- error: cannot infer contextual base in reference to member 'horizontal'
        /tmp/app/Sources/App/Card.swift:13:14: error: value of type 'Text' has no member 'fooEffect'
        /tmp/app/Sources/App/Card.swift:15:24: error: cannot infer contextual base in reference to member 'red'
        /tmp/app/Sources/App/Card.swift:13:14: error: value of type 'Text' has no member 'fooEffect'
        /tmp/app/Sources/App/Card.swift:9:9: warning: variable 'x' was never used
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        """

    @Test func picksTheCauseNotTheCascade() throws {
        let first = try #require(FirstError.first(in: Self.output))
        #expect(first.file == "/tmp/app/Sources/App/Card.swift")
        #expect(first.line == 13 && first.column == 14)
        #expect(first.message == "value of type 'Text' has no member 'fooEffect'")
    }

    @Test func readsEachErrorOnce() {
        let errors = FirstError.errors(in: Self.output)
        #expect(errors.count == 3)
        #expect(errors.filter(FirstError.isCascade).count == 2)
    }

    @Test func summaryPointsToTheFirstErrorAndTheSupportTable() throws {
        let summary = try #require(FirstError.summary(of: Self.output))
        #expect(summary.contains("Card.swift:13:14: error: value of type 'Text' has no member 'fooEffect'"))
        #expect(summary.contains("The 2 'cannot infer …' errors after it follow from it"))
        #expect(summary.contains("docs/SUPPORT.md"))
    }

    @Test func onlyCascadesGivesTheEarliestInTheSource() throws {
        let output = """
            /a/B.swift:20:5: error: cannot infer contextual base in reference to member 'red'
            /a/B.swift:12:7: error: cannot infer contextual base in reference to member 'horizontal'
            """
        #expect(try #require(FirstError.first(in: output)).line == 12)
    }

    @Test func noLocatedErrorGivesNil() {
        #expect(FirstError.first(in: "error: emit-module command failed\nBuild failed") == nil)
        #expect(FirstError.summary(of: "") == nil)
    }

    @Test func pathsWithColonsRead() throws {
        let d = try #require(CompilerDiagnostic(line: "C:/x:y/A.swift:3:4: error: boom"))
        #expect(d.file == "C:/x:y/A.swift" && d.line == 3 && d.column == 4 && d.message == "boom")
    }
}
