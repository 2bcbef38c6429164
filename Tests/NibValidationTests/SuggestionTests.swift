@testable import NibValidation
import Testing

/// "Did you mean" names a declaration that is plausibly the one renamed.
@Suite struct SuggestionTests {
    @Test func aNameContainingAnotherIsARenameOnlyWhenTheShorterIsAtLeastHalfTheLonger() {
        let field = [(name: "Field", owner: "", position: 0)]
        #expect(DocumentValidator.nearest(to: "DSClickableURLTextField", among: field) == nil)
        let slider = [(name: "playSliderRenamed", owner: "", position: 0)]
        #expect(DocumentValidator.nearest(to: "playSlider", among: slider)?.name == "playSliderRenamed")
        let typo = [(name: "titleLable", owner: "", position: 0)]
        #expect(DocumentValidator.nearest(to: "titleLabel", among: typo)?.name == "titleLable")
    }
}
