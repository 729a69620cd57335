
/// View → Presenter, for every list screen: where the preview went and how many rows fit.
@MainActor
public protocol ListScreenOutput: ScreenEvents, PreviewPlacementOutput {
    func didChangeVisibleRowCount(_ rows: Int)
}
