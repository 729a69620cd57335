
/// Where the Settings screen leads: back.
extension StackRouter: SettingsRouterInput {}
