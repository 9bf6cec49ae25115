import Foundation
import Testing
import VitroImageIO

@testable import VitroIcon

/// Each kind of bad bundle gives one error naming the file and what was wrong, at open time,
/// before anything is drawn.
@Suite struct IconErrorTests {
    func error(_ bundle: IconBundle, limits: ImageLimits = .default) -> IconError? {
        do {
            _ = try IconDocument(contentsOf: bundle.url, limits: limits)
            return nil
        } catch { return error }
    }

    @Test func aMissingManifestIsNamed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitro-no-\(UUID().uuidString).icon")
        #expect(throws: IconError.missingManifest(file: url.appendingPathComponent("icon.json").path)) {
            try IconDocument(contentsOf: url)
        }
    }

    @Test func malformedJSONSaysItIsNotJSON() throws {
        let e = error(try IconBundle(json: "{ \"groups\" : [ }"))
        guard case .malformedJSON(let file, let path, let reason)? = e else {
            Issue.record("\(String(describing: e))"); return
        }
        #expect(file.hasSuffix("icon.json") && path.isEmpty && reason.contains("not valid JSON"))
    }

    @Test(arguments: [
        (
            "{ \"groups\" : [ { \"layers\" : [ { \"image-name\" : \"a.svg\", \"position\" : { \"scale\" : \"big\" } } ] } ] }",
            "groups[0].layers[0].position.scale"
        ),
        ("{ \"groups\" : {} }", "groups"),
        ("{ \"fill\" : { \"solid\" : \"purple\" } }", "fill.solid"),
        (
            "{ \"groups\" : [ { \"layers\" : [], \"shadow-specializations\" : [ { \"appearance\" : \"dark\" } ] } ] }",
            "groups[0].shadow-specializations[0]"
        ),
        (
            "{ \"groups\" : [ { \"layers\" : [ { \"image-name\" : \"a.svg\", \"blend-mode\" : \"glow\" } ] } ] }",
            "groups[0].layers[0].blend-mode"
        ),
        ("{ \"groups\" : [ { \"layers\" : [ { \"name\" : \"x\" } ] } ] }", "groups[0].layers[0]"),
    ])
    func aWrongValueIsNamedByItsJSONPath(json: String, path: String) throws {
        let e = error(try IconBundle(json: json, assets: ["a.svg": IconBundle.square(10)]))
        guard case .malformedJSON(_, let p, _)? = e else { Issue.record("\(String(describing: e))"); return }
        #expect(p == path)
        #expect(e!.description.contains("icon.json: at \(path)"))
    }

    @Test func aMissingAssetIsNamedWithWhereItIsReferenced() throws {
        let b = try IconBundle(json: "{ \"groups\" : [ { \"layers\" : [ { \"image-name\" : \"gone.svg\" } ] } ] }")
        let e = error(b)
        #expect(
            e
                == .missingAsset(
                    file: b.url.appendingPathComponent("Assets/gone.svg").path,
                    referencedAt: "groups[0].layers[0].image-name"))
    }

    @Test func anAssetNameCannotLeaveTheBundle() throws {
        let b = try IconBundle(json: "{ \"groups\" : [ { \"layers\" : [ { \"image-name\" : \"../icon.json\" } ] } ] }")
        guard case .missingAsset? = error(b) else { Issue.record("a path outside Assets/ is refused"); return }
    }

    @Test(arguments: [
        (
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"10\" height=\"10\"><image xlink:href=\"/etc/passwd\" width=\"10\" height=\"10\"/></svg>",
            "external resource"
        ),
        (
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><image href=\"https://example.com/a.png\"/></svg>",
            "external resource"
        ),
        (
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect width=\"9\" height=\"9\" fill=\"url(other.svg#g)\"/></svg>",
            "external resource"
        ),
        (
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><style>@import url(#x);</style></svg>",
            "@import"
        ),
        (billionLaughs, "ENTITY"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect", "SVG rejected"),
    ])
    func aHostileSVGIsRefused(svg: String, says: String) throws {
        let b = try IconBundle(
            json: "{ \"groups\" : [ { \"layers\" : [ { \"image-name\" : \"bad.svg\" } ] } ] }",
            assets: ["bad.svg": Data(svg.utf8)])
        let e = error(b)
        guard case .badSVG(let file, _)? = e else { Issue.record("\(String(describing: e))"); return }
        #expect(file.hasSuffix("Assets/bad.svg"))
        #expect(e!.description.contains(says))
    }

    @Test func aPNGOverThePixelLimitIsNamed() throws {
        let waves = try Data(contentsOf: IconBundle.sample.appendingPathComponent("Assets/Waves.png"))
        let b = try IconBundle(
            json: "{ \"groups\" : [ { \"layers\" : [ { \"image-name\" : \"w.png\" } ] } ] }", assets: ["w.png": waves])
        let e = error(b, limits: ImageLimits(maximumPixelCount: 100_000))
        guard case .imageTooLarge(let file, let pixels, let limit)? = e else {
            Issue.record("\(String(describing: e))"); return
        }
        #expect(file.hasSuffix("Assets/w.png") && pixels == 1024 * 420 && limit == 100_000)
    }

    @Test func aBrokenPNGIsNamed() throws {
        let b = try IconBundle(
            json: "{ \"groups\" : [ { \"layers\" : [ { \"image-name\" : \"w.png\" } ] } ] }",
            assets: ["w.png": Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0])])
        guard case .badImage(let file, _)? = error(b) else { Issue.record("a truncated PNG is refused"); return }
        #expect(file.hasSuffix("Assets/w.png"))
    }

    @Test func aSizeOutOfRangeIsRefused() throws {
        let doc = try IconDocument(contentsOf: IconBundle.sample)
        #expect(throws: IconError.self) { try IconRenderer().render(doc, appearance: .light, platform: .iOS, size: 0) }
        #expect(throws: IconError.self) {
            try IconRenderer().render(doc, appearance: .light, platform: .iOS, size: 100_000)
        }
    }
}

let billionLaughs = """
    <?xml version="1.0"?>
    <!DOCTYPE svg [
      <!ENTITY a "lollollollollollollollollollol">
      <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
      <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
      <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
      <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
      <!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">
      <!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;">
      <!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">
      <!ENTITY i "&h;&h;&h;&h;&h;&h;&h;&h;&h;&h;">
    ]>
    <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&i;</text></svg>
    """
