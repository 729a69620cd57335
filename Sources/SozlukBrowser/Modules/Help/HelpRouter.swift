
/// Where Help leads: back to the screen under it.
extension StackRouter: HelpRouterInput {}
