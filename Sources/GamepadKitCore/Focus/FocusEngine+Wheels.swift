/// Adjust mode on a wheel picker (`UIPickerView`, a date picker in the wheels style).
///
/// A on the picker enters adjust mode on its first wheel. Up and down turn the chosen wheel one
/// row (`.turnWheel`, up is the row above), left and right choose the wheel beside it
/// (`.chooseWheel`, stopping at the first and last), A or B leave the mode. A picker whose wheel
/// count is not known turns wheel 0 and stays there.
extension FocusEngine {
    mutating func adjustWheel(of picker: FocusCandidate, target: String, _ action: GamepadAction) -> [FocusCommand] {
        let wheels = max(1, picker.wheelCount ?? 1)
        wheel = min(max(wheel, 0), wheels - 1)
        switch action {
        case .moveUp:
            return [.turnWheel(id: target, wheel: wheel, steps: -1)]
        case .moveDown:
            return [.turnWheel(id: target, wheel: wheel, steps: 1)]
        case .moveLeft, .moveRight:
            let next = min(max(wheel + (action == .moveRight ? 1 : -1), 0), wheels - 1)
            guard next != wheel else { return [.bump(action == .moveRight ? .right : .left)] }
            wheel = next
            return [.chooseWheel(id: target, wheel: next)]
        case .activate, .back:
            return leaveMode()
        default:
            return []
        }
    }
}
