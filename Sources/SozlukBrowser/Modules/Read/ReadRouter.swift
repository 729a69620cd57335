
/// Where the read screen leads: a word's page, or back.
extension StackRouter: ReadRouterInput {}
