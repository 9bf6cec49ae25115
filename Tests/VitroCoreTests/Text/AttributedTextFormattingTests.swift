import Foundation
import Testing

@_spi(Nodes) @testable import VitroCore
@testable import VitroRender

/// Formatting definitions: their value constraints, their builder, and `Text` drawn under one.
@MainActor
@Suite struct AttributedTextFormattingTests {
    typealias Scope = AttributeScopes.SwiftUIAttributes

    /// Only no underline or a single solid one; no background color.
    struct PlainDefinition: AttributedTextFormattingDefinition {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        var body: some AttributedTextFormattingDefinition<Scope> {
            ValueConstraint(for: \.underlineStyle, values: [nil, .single], default: .single)
            ValueConstraint(for: \.backgroundColor, values: [nil], default: nil)
            NoRedBackground()
        }
    }

    /// A custom constraint that reads another attribute: a red foreground becomes blue.
    struct NoRedBackground: AttributedTextValueConstraint {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        typealias AttributeKey = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
        func constrain(_ container: inout Attributes) {
            if container.foregroundColor == .red, container.backgroundColor == nil { container.foregroundColor = .blue }
        }
    }

    /// A definition whose body branches.
    struct Switching: AttributedTextFormattingDefinition {
        typealias Scope = AttributeScopes.SwiftUIAttributes
        var strict: Bool
        var extra: Bool
        var body: some AttributedTextFormattingDefinition<Scope> {
            if strict {
                ValueConstraint(for: \.kern, values: [nil], default: nil)
            } else {
                AttributedTextFormatting.EmptyDefinition<Scope>()
            }
            if extra {
                ValueConstraint(for: \.tracking, values: [nil, 1], default: 1)
            }
        }
    }

    @Test func valueConstraintReplacesDisallowedValues() {
        var container = AttributeContainer()
        container.underlineStyle = Text.LineStyle(pattern: .dash)
        container.backgroundColor = .green
        container.foregroundColor = .red
        PlainDefinition().constrain(&container)
        #expect(container.underlineStyle == .single)
        #expect(container.backgroundColor == nil)
        // The custom constraint saw the background already removed by the line before it.
        #expect(container.foregroundColor == .blue)

        var allowed = AttributeContainer()
        allowed.underlineStyle = .single
        PlainDefinition().constrain(&allowed)
        #expect(allowed.underlineStyle == .single && allowed.foregroundColor == nil)
    }

    @Test func builderBranchesAndTypeErasure() {
        var container = AttributeContainer()
        container.kern = 3
        container.tracking = 5
        Switching(strict: true, extra: false).constrain(&container)
        #expect(container.kern == nil && container.tracking == 5)
        container.kern = 3
        Switching(strict: false, extra: true).constrain(&container)
        #expect(container.kern == 3 && container.tracking == 1)

        var erased = AttributeContainer()
        erased.kern = 2
        AttributedTextFormatting.AnyDefinition<Scope>(Switching(strict: true, extra: false)).constrain(&erased)
        #expect(erased.kern == nil)
        let empty: AttributedTextFormatting.EmptyDefinition<Scope> = AttributedTextFormatting.DefinitionBuilder<Scope>
            .buildBlock()
        var untouched = AttributeContainer()
        untouched.kern = 2
        empty.constrain(&untouched)
        #expect(untouched.kern == 2)
        let limited = AttributedTextFormatting.DefinitionBuilder<Scope>.buildLimitedAvailability(PlainDefinition())
        var line = AttributeContainer()
        line.underlineStyle = Text.LineStyle(pattern: .dot)
        limited.constrain(&line)
        #expect(line.underlineStyle == .single)
        let tuple = AttributedTextFormatting.TupleDefinition<Scope, PlainDefinition, Switching>(
            definition: (PlainDefinition(), Switching(strict: true, extra: true)))
        var both = AttributeContainer()
        both.kern = 1
        both.backgroundColor = .green
        tuple.constrain(&both)
        #expect(both.kern == nil && both.backgroundColor == nil && both.tracking == nil)
    }

    @Test func proxyReadsAndWritesByKeyAndScope() {
        var container = AttributeContainer()
        container.foregroundColor = .red
        container.kern = 4
        var proxy = AttributedTextFormatting.AttributeContainerProxy<Scope, Scope.KerningAttribute>(
            container: container)
        #expect(proxy[Scope.KerningAttribute.self] == 4)
        #expect(proxy[Scope.ForegroundColorAttribute.self] == .red)
        proxy[Scope.KerningAttribute.self] = 1
        #expect(proxy.kern == 1)
        var scoped = proxy[Scope.self]
        #expect(scoped.foregroundColor == .red && scoped.kern == 1)
        scoped.kern = 7
        proxy[Scope.self] = scoped
        #expect(proxy.container.kern == 7)
        #expect(NoRedBackground() == NoRedBackground())
        #expect(
            AttributedTextFormatting.ValueConstraint<Scope, Scope.KerningAttribute>(
                for: \.kern, values: [nil], default: nil)
                != .init(for: \.kern, values: [nil, 1], default: nil))
    }

    @Test func textDrawsUnderTheDefinition() throws {
        var text = AttributedString("MMMM")
        text.backgroundColor = .blue
        func bluePixels(_ view: some View) throws -> Int {
            let image = try ImageRenderer(content: view).render()
            var blue = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let c = image.color(atX: x, y: y)
                    if c.blue > 0.9, c.red < 0.1, c.alpha > 0.99 { blue += 1 }
                }
            }
            return blue
        }
        let free = try bluePixels(Text(text).foregroundStyle(Color.red).fixedSize())
        let constrained = try bluePixels(
            Text(text).foregroundStyle(Color.red).fixedSize().attributedTextFormattingDefinition(PlainDefinition()))
        #expect(free > 50)
        #expect(constrained == 0)
    }

    @Test func transferableAppliesTheEnvironmentsDefinition() throws {
        var text = AttributedString("Hi")
        text.backgroundColor = .green
        var environment = EnvironmentValues()
        environment.attributedTextFormatting = AnyTextFormatting(apply: { PlainDefinition().constrain(&$0) })
        let transferable = AttributedTextFormatting.Transferable(text: text, in: environment)
        #expect(transferable.text.runs.first?.backgroundColor == nil)
        #expect(try AttributedString(transferable: transferable, in: EnvironmentValues()).characters.count == 2)
        let plain = AttributedTextFormatting.Transferable(text: text, in: EnvironmentValues())
        #expect(plain.text.runs.first?.backgroundColor == .green)
    }
}
