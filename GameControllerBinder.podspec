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

  # One module: the engine's sources are compiled into GameControllerBinder. (Under SwiftPM the
  # engine is a module of its own, imported but not re-exported; AppFacingTypes.swift names the
  # configuration types there.) No engine type is named like an Apple framework's type:
  # .ci/apple-name-collisions checks it.
  s.source_files     = 'Sources/GameControllerBinder/**/*.swift', 'Sources/GamepadKitCore/**/*.swift'

  # The privacy manifest (no tracking, no collected data, no required-reason API), in a
  # resource bundle of its own as CocoaPods recommends for SDK manifests.
  s.resource_bundles = { 'GameControllerBinder_Privacy' => ['Sources/GameControllerBinder/PrivacyInfo.xcprivacy'] }
end
