
/// Where the Search screen leads: to a word.
extension StackRouter: SearchRouterInput {}
