extension TurkishEnding {
    /// What an ending asks of the ending right before it, beyond its slot: the person endings
    /// -m, -n, -k and -nIz of the past and the conditional only (gel-di-k, gel-se-niz; no
    /// fındı-k), the third person plural -lAr a verb form or a case (gel-iyor-lar, gel-ir-ler,
    /// ev-de-ler; a noun's own -lAr is its plural, before its case: at-lar is no atmak), and
    /// the case endings with a pronominal n only a
    /// third person possessive (masa-sı-nda, ev-i-ni, evde-ki-ne; no ma-nda), which a
    /// compound's headword may end in (göz kapağı-nda).
    enum Requirement: Sendable {
        case pastOrConditional, predicate, thirdPersonPossessive

        /// Whether `ending`, in one of `slots`, may stand right before an ending asking this.
        func isMet(by ending: TurkishEnding, in slots: UInt16) -> Bool {
            let surface = ending.surface
            switch self {
            case .pastOrConditional:
                return ["dı", "di", "du", "dü", "tı", "ti", "tu", "tü", "sa", "se"].contains { surface.hasSuffix($0) }
                    && slots & (Slot.tense.bit | Slot.person.bit) != 0
            case .predicate:
                return slots & (Slot.tense.bit | Slot.verb.bit | Slot.nounCase.bit) != 0
            case .thirdPersonPossessive:
                return surface == "ki" || (slots & Slot.possessive.bit != 0 && Requirement.endsInHighVowel(surface))
            }
        }

        /// Whether a stem with nothing taken off before this ending meets it.
        func isMet(byStem stem: String) -> Bool {
            self == .thirdPersonPossessive && Requirement.endsInHighVowel(stem)
        }

        static func endsInHighVowel(_ text: String) -> Bool {
            guard let last = text.last else { return false }
            return "ıiuü".contains(last)
        }
    }
}
