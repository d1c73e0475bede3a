import SwiftUI

/// A settings screen written in SwiftUI: buttons, a toggle, a slider and a list of tracks. It
/// has no game-controller code at all; GamepadKit finds its buttons, toggle and slider through
/// the accessibility elements SwiftUI publishes.
struct PlayerSettingsView: View {
    /// Called when the user asks for the rating screen (a custom-drawn UIKit control).
    var showRating: () -> Void = {}

    @State private var isShuffleOn = false
    @State private var volume = 0.5
    @State private var lastAction = "Nothing played yet"
    @State private var playCount = 0

    private let tracks = ["Morning Light", "Harbour Walk", "Night Drive", "Paper Planes", "Slow River", "Last Train"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Player")
                .font(.title2.bold())
                .accessibilityAddTraits(.isHeader)

            HStack(spacing: 12) {
                Button("Play") {
                    playCount += 1
                    lastAction = "Played \(playCount) time\(playCount == 1 ? "" : "s")"
                }
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("swiftui.play")

                Button("Rate this album") { showRating() }
                    .buttonStyle(.bordered)
                    .accessibilityIdentifier("swiftui.rate")
            }

            Toggle("Shuffle", isOn: $isShuffleOn)
                .accessibilityIdentifier("swiftui.shuffle")

            VStack(alignment: .leading, spacing: 4) {
                Text(verbatim: "Volume \(Int((volume * 100).rounded()))%")
                Slider(value: $volume, in: 0...1, step: 0.1)
                    .accessibilityLabel("Volume")
                    .accessibilityIdentifier("swiftui.volume")
            }

            Text(lastAction)
                .font(.footnote)
                .foregroundColor(.secondary)

            List {
                Section(header: Text("Tracks")) {
                    ForEach(tracks, id: \.self) { track in
                        Button(track) { lastAction = "Playing \(track)\(isShuffleOn ? " (shuffle)" : "")" }
                    }
                }
            }
            .listStyle(.insetGrouped)
        }
        .padding(.horizontal)
        .padding(.top)
    }
}
