
/// Where the Review screen leads: back.
extension StackRouter: ReviewRouterInput {}
