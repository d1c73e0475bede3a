// App code that uses each SwiftUI modifier of GamepadKit, as a SwiftUI app would. It is compiled
// for iOS as app code in Swift 5 mode (ios-check --sample-app) and in Swift 6 mode
// (.ci/swiftui-swift6-check); it is not part of any target.
import SwiftUI
import GameControllerBinder

/// A library screen: the root modifier, a default focus, a focus section, a tap-gesture card and
/// a custom adjustable rating.
struct LibraryScreen: View {
    @State private var rating = 3
    @State private var openedAlbum: String?
    @State private var isDownloading = false
    private let albums = ["Blue Hour", "Tidal", "North"]

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                Button("Resume") { openedAlbum = albums.first }
                    .gamepadDefaultFocus()

                Toggle("Download over cellular", isOn: $isDownloading)

                HStack {
                    ForEach(albums, id: \.self) { album in
                        AlbumCard(title: album)
                            .onTapGesture { openedAlbum = album }
                            .gamepadFocusable(id: "album.\(album)") { openedAlbum = album }
                    }
                }
                .gamepadFocusSection()

                RatingStars(value: rating)
                    .gamepadFocusable(id: "rating",
                                      onIncrement: { rating = min(5, rating + 1) },
                                      onDecrement: { rating = max(1, rating - 1) })
            }
            .padding()
        }
        .gamepadNavigable()
    }
}

/// A card outside any `.gamepadNavigable()` root: it makes a root of its own.
struct StandaloneCard: View {
    let onOpen: () -> Void

    var body: some View {
        AlbumCard(title: "Single")
            .onTapGesture(perform: onOpen)
            .gamepadFocusable(id: "single") { onOpen() }
            .gamepadDefaultFocus()
    }
}

struct AlbumCard: View {
    let title: String

    var body: some View {
        Text(title)
            .padding()
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.2)))
    }
}

struct RatingStars: View {
    let value: Int

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...5, id: \.self) { star in
                Image(systemName: star <= value ? "star.fill" : "star")
            }
        }
    }
}

/// A screen whose actions are methods of the view.
struct PlaybackScreen: View {
    @State private var finished = false

    var body: some View {
        VStack {
            Text(finished ? "Finished" : "Playing")
                .gamepadFocusable(id: "status", onActivate: markFinished)
            Button("Stop") { markFinished() }
        }
        .gamepadNavigable()
    }

    private func markFinished() {
        finished = true
    }
}

/// A checkout screen whose controls carry styles of their own inside the root: set with the
/// GamepadKit forms of `.buttonStyle` and `.toggleStyle`, they stay focus stops.
struct CheckoutScreen: View {
    @State private var giftWrap = false
    @State private var express = false

    var body: some View {
        VStack {
            Button("Pay") {}
                .gamepadButtonStyle(.borderedProminent)
            Button("Apply coupon") {}
                .gamepadButtonStyle(PillButtonStyle())
            HStack {
                Button("Back") {}
                Button("Help") {}
            }
            .gamepadButtonStyle(.plain)
            Toggle("Gift wrap", isOn: $giftWrap)
                .gamepadToggleStyle(.button)
            Toggle("Express", isOn: $express)
                .gamepadToggleStyle(CheckboxToggleStyle())
        }
        .gamepadNavigable()
    }
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
    }
}

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}
