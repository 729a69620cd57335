
/// Where the word screen leads: back, or to a related word.
extension StackRouter: WordDetailRouterInput {}
