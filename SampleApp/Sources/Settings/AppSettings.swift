import Foundation

/// The values of the settings form.
struct AppSettings: Codable, Equatable {
    var name: String
    var email: String
    var notifications: Bool
    var darkMode: Bool
    var syncOverCellular: Bool
    var volume: Float
    var copies: Int
    var paperSize: Int
    var reminder: Date

    static let initial = AppSettings(
        name: "", email: "", notifications: true, darkMode: false, syncOverCellular: false,
        volume: 0.5, copies: 1, paperSize: 1, reminder: Date(timeIntervalSinceReferenceDate: 725_846_400)
    )
}

/// Keeps the settings in UserDefaults as JSON.
struct SettingsStore {
    private let key = "settings"
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func load() -> AppSettings {
        guard let data = defaults.data(forKey: key),
              let settings = try? JSONDecoder().decode(AppSettings.self, from: data)
        else { return .initial }
        return settings
    }

    func save(_ settings: AppSettings) {
        guard let data = try? JSONEncoder().encode(settings) else { return }
        defaults.set(data, forKey: key)
    }
}
