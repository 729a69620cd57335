
/// Where the History screen leads: to a word, or back.
extension StackRouter: HistoryRouterInput {}
