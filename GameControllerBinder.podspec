Pod::Spec.new do |s|
  s.name             = 'GameControllerBinder'
  s.version          = '2.0.0'
  s.summary          = 'Makes a UIKit app navigable with a game controller or a hardware keyboard in one call.'
  s.description      = <<-DESC
    GamepadKit.enable() scans the view hierarchy, builds a navigation map, draws a focus
    highlight in an overlay and routes DualSense, DualShock, Xbox and MFi controllers (and a
    hardware keyboard's arrows) to moves, taps, back, tab switches and page scrolls. The
    GameControllerBinder 1.1 API keeps working on the same engine.
  DESC
  s.homepage         = 'https://github.com/vladshakhtar/GameControllerBinder'
  s.license          = { :type => 'MIT', :file => 'LICENSE' }
  s.author           = { 'GameControllerBinder maintainers' => 'maintainers@users.noreply.github.com' }
  s.source           = { :git => 'https://github.com/vladshakhtar/GameControllerBinder.git', :tag => s.version.to_s }

  s.ios.deployment_target = '15.0'
  s.swift_versions   = ['5.10', '6.0']   # nonisolated(unsafe) needs Swift 5.10
  s.frameworks       = 'UIKit', 'GameController'

  # The app-facing module holds only the app API, as through SwiftPM: the engine is the pod
  # GamepadKitCore (GamepadKitCore.podspec, the same sources as the SwiftPM target), imported
  # here and not re-exported; AppFacingTypes.swift names the configuration types an app builds.
  # .ci/cocoapods-module-check compiles this shape and checks that an engine type is no app name.
  s.source_files     = 'Sources/GameControllerBinder/**/*.swift', 'Sources/GamepadKitSegueGuard/**/*.{h,m}'
  # The segue guard (an Objective-C category Swift finds by selector) is no part of the module's
  # interface: its header stays out of the umbrella header.
  s.private_header_files = 'Sources/GamepadKitSegueGuard/include/*.h'
  s.dependency 'GamepadKitCore', s.version.to_s

  # The privacy manifest (no tracking, no collected data, no required-reason API), in a
  # resource bundle of its own as CocoaPods recommends for SDK manifests.
  s.resource_bundles = { 'GameControllerBinder_Privacy' => ['Sources/GameControllerBinder/PrivacyInfo.xcprivacy'] }
end
