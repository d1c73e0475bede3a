import SwiftUI
import GameControllerBinder

/// A settings screen written in SwiftUI: buttons, a toggle, a slider, a "now playing" card that
/// reacts to a tap, and a list of tracks. Its only GamepadKit code is `.gamepadNavigable()` at
/// its root and `.gamepadFocusable` on the card: the root registers the buttons and the toggle
/// through SwiftUI's own styles, the slider and the list rows are UIKit views GamepadKit scans,
/// and the card, which has a tap gesture rather than a button, says what A does on it.
struct PlayerSettingsView: View {
    /// Called when the user asks for the rating screen (a custom-drawn UIKit control).
    var showRating: () -> Void = {}

    @State private var isShuffleOn = false
    @State private var volume = 0.5
    @State private var lastAction = "Nothing played yet"
    @State private var playCount = 0
    @State private var isCardExpanded = false

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
                .accessibilityIdentifier("swiftui.play")

                // A style of its own inside the root: set with the GamepadKit form of
                // `.buttonStyle`, the button looks the same and stays a focus stop.
                Button("Rate this album") { showRating() }
                    .gamepadButtonStyle(.borderedProminent)
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

            nowPlayingCard

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
        // A style set around the root is kept: the root draws each button with it.
        .buttonStyle(.bordered)
        .gamepadNavigable()
    }

    /// A card that expands on a tap: no button, so the root cannot see it; it says what A does.
    private var nowPlayingCard: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Now playing").font(.caption).foregroundColor(.secondary)
            Text(lastAction).font(.body)
            if isCardExpanded {
                Text("Shuffle \(isShuffleOn ? "on" : "off"), volume \(Int((volume * 100).rounded()))%")
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
        .onTapGesture { isCardExpanded.toggle() }
        .gamepadFocusable(id: "swiftui.nowPlaying") { isCardExpanded.toggle() }
    }
}
