import Testing
@testable import OpenTypeFonts

/// The table readers on the real Debian font files, against Text.md §2.2 and HarfBuzz.
@Suite struct OpenTypeFontTests {
    /// Inter 3.19: UPM 2816, ascender 2728, descender −680, gap 0, cap 2048, x 1536 (§2.2).
    @Test func interHeaderMetricsMatchTheResearch() throws {
        let inter = try TestFonts.font("Inter-Regular.otf")
        #expect(inter.unitsPerEm == 2816)
        #expect(inter.horizontalHeader.ascender == 2728)
        #expect(inter.horizontalHeader.descender == -680)
        #expect(inter.horizontalHeader.lineGap == 0)
        #expect(inter.os2?.capHeight == 2048)
        #expect(inter.os2?.xHeight == 1536)
        #expect(inter.os2?.weightClass == 400)
        #expect(try TestFonts.font("Inter-SemiBold.otf").os2?.weightClass == 600)
    }

    /// Fira Code: UPM 1950, every glyph 1200 units wide, cap height 0.706 em (§2.2).
    @Test func firaCodeIsMonospacedAt1200Units() throws {
        let fira = try TestFonts.font("FiraCode-Regular.ttf")
        #expect(fira.unitsPerEm == 1950)
        #expect(fira.os2?.capHeight == 1377)
        let printable = (0x21...0x7E).compactMap(Unicode.Scalar.init).map(fira.characterMap.glyph(for:))
        #expect(printable.allSatisfy { $0 != 0 })
        #expect(Set(printable.map(fira.horizontalMetrics.advance(of:))) == [1200])
    }

    /// cmap formats 4/12 give the glyphs HarfBuzz chose for every sample it maps one to one.
    @Test(arguments: ["Inter-Regular.otf", "FiraCode-Regular.ttf"])
    func characterMapMatchesHarfBuzz(file: String) throws {
        let widths = try HarfBuzzWidths.load()
        let glyphs = try #require(try widths.face(file).glyphs)
        let font = try TestFonts.font(file)
        var compared = 0
        for (sample, expected) in zip(widths.samples, glyphs) where TestFonts.isOneGlyphPerScalar(sample) {
            #expect(sample.unicodeScalars.map(font.characterMap.glyph(for:)) == expected, "\(sample)")
            compared += 1
        }
        #expect(compared >= 50)
    }

    /// Format 12 covers the astral planes: HarfBuzz maps U+1F130 to glyph 1860 and U+E000 to 1763
    /// in Inter, U+1F600 to .notdef; fontTools counts 2505 mapped scalars in Inter, 1586 in Fira Code.
    @Test func characterMapReadsFormat12() throws {
        let inter = try TestFonts.font("Inter-Regular.otf")
        #expect(inter.characterMap.glyph(for: "\u{1F130}") == 1860)
        #expect(inter.characterMap.glyph(for: "\u{E000}") == 1763)
        #expect(inter.characterMap.glyph(for: "\u{1F600}") == 0)
        #expect(inter.characterMap.mappedScalarCount == 2505)
        #expect(try TestFonts.font("FiraCode-Regular.ttf").characterMap.mappedScalarCount == 1586)
    }

    /// hmtx: unkerned advance sums equal HarfBuzz with `kern` off, in every recorded face.
    @Test func horizontalMetricsMatchHarfBuzzWithoutKerning() throws {
        let widths = try HarfBuzzWidths.load()
        for face in widths.faces {
            let font = try TestFonts.font(face.file)
            for (sample, expected) in zip(widths.samples, face.nokern) where TestFonts.isOneGlyphPerScalar(sample) {
                let sum = sample.unicodeScalars.reduce(0) { $0 + Int(font.horizontalMetrics.advance(of: font.characterMap.glyph(for: $1))) }
                #expect(sum == expected, "\(face.file): \(sample)")
            }
        }
    }

    /// Inter's `kern` is one IgnoreMarks lookup: a format-1 subtable, then a format-2 one (§3(a)).
    @Test func interKerningIsOneLookupOfPairsThenClasses() throws {
        let kerning = try TestFonts.font("Inter-Regular.otf").kerning
        #expect(kerning.lookups.count == 1)
        let lookup = try #require(kerning.lookups.first)
        #expect(lookup.flag == .ignoreMarks)
        guard lookup.subtables.count == 2, case .glyphPairs = lookup.subtables[0], case .classPairs = lookup.subtables[1] else {
            Issue.record("expected a format-1 then a format-2 subtable, got \(lookup.subtables)")
            return
        }
    }

    /// HarfBuzz shapes "AV" with A at 1712 units and A alone at 1904: a −192 pair; "To" is −224.
    @Test func pairAdjustmentsMatchHarfBuzz() throws {
        let inter = try TestFonts.font("Inter-Regular.otf")
        #expect(inter.advance(of: "AV").fontUnits == 1712 + 1904)
        #expect(inter.advance(of: "To").fontUnits == 1584 + 1680)
        #expect(inter.advance(of: "A\u{200D}V").fontUnits == 1712 + 1904)
    }

    @Test func firaCodeHasNoKerning() throws {
        #expect(try TestFonts.font("FiraCode-Regular.ttf").kerning.lookups.isEmpty)
    }

    /// `tnum` gives Inter's digits one advance; without it "1" is narrower than "0".
    @Test func tabularFiguresMakeDigitsOneWidth() throws {
        let inter = try TestFonts.font("Inter-Regular.otf")
        let digits = (0...9).map { Substring(String($0)) }
        let tabular = Set(digits.map { inter.advance(of: $0, tabularFigures: true).fontUnits })
        let proportional = Set(digits.map { inter.advance(of: $0).fontUnits })
        #expect(tabular.count == 1)
        #expect(proportional.count > 1)
    }

    /// Combining marks are composed (é), default-ignorables dropped, characters counted as visible
    /// graphemes (Chromium spaces "e\u{301}te\u{301}" 3 times, "co\u{AD}op" 4 times, "A\u{200D}V" twice).
    @Test func runsCountCharactersNotScalars() throws {
        let inter = try TestFonts.font("Inter-Regular.otf")
        let decomposed = inter.advance(of: "e\u{301}te\u{301}")
        #expect(decomposed == inter.advance(of: "été"))
        #expect(decomposed.characterCount == 3)
        #expect(inter.advance(of: "co\u{AD}op").fontUnits == inter.advance(of: "coop").fontUnits)
        #expect(inter.advance(of: "co\u{AD}op").characterCount == 4)
        #expect(inter.advance(of: "A\u{200D}V").characterCount == 2)
        #expect(inter.advance(of: "a\r\nb").characterCount == 3)
    }
}
