Pod::Spec.new do |s|
  s.name             = 'GamepadKitCore'
  s.version          = '2.0.0'
  s.summary          = 'The engine of GameControllerBinder: scanning, navigation, focus and input rules in pure Swift.'
  s.description      = <<-DESC
    The pure-Swift engine GameControllerBinder's iOS layer drives: the scanner, the navigation
    map, the focus engine, the input router and the configuration decoder. Apps use it through
    GameControllerBinder; tools import it by name.
  DESC
  s.homepage         = 'https://github.com/vladshakhtar/GameControllerBinder'
  s.license          = { :type => 'MIT', :file => 'LICENSE' }
  s.author           = { 'GameControllerBinder maintainers' => 'maintainers@users.noreply.github.com' }
  s.source           = { :git => 'https://github.com/vladshakhtar/GameControllerBinder.git', :tag => s.version.to_s }

  s.ios.deployment_target = '15.0'
  s.swift_versions   = ['5.10', '6.0']
  s.source_files     = 'Sources/GamepadKitCore/**/*.swift'

  # No tracking, no collected data, no required-reason API: the same manifest as the SDK's.
  s.resource_bundles = { 'GamepadKitCore_Privacy' => ['Sources/GameControllerBinder/PrivacyInfo.xcprivacy'] }
end
