import Testing
@testable import ButtonStackScan

/// SFSafeSymbols' case names map back to SF Symbols names by its generator's rule.
@Suite struct SymbolNamesTests {
    let table = SymbolNames(names: ["doc.on.doc", "0.circle", "arrow.triangle.2.circlepath", "return", "chevron.up.chevron.down"])

    @Test func casesNameTheirSymbols() {
        #expect(table.name(ofCase: "docOnDoc") == "doc.on.doc")
        #expect(table.name(ofCase: "_0Circle") == "0.circle")
        #expect(table.name(ofCase: "arrowTriangle2Circlepath") == "arrow.triangle.2.circlepath")
        #expect(table.name(ofCase: "`return`") == "return")
        #expect(table.name(ofCase: "chevronUpChevronDown") == "chevron.up.chevron.down")
        #expect(table.name(ofCase: "notASymbol") == nil)
    }
}
