// A row segue performed for a controller press, without ending the app when the storyboard
// scene lacks the segue. Swift finds the method by its selector at run time
// (`RowSegueFollowUp`); it imports this module only to call `GamepadKitSegueGuardLinkage`, so that
// a static link (a static library or XCFramework linked without `-ObjC`) keeps this object file,
// and the category with it.
#if __has_include(<UIKit/UIKit.h>)
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface UIViewController (GamepadKitSegueGuard)

/// Performs the segue `identifier` with `sender`, as `performSegueWithIdentifier:sender:` does.
/// Returns nil when it was performed. When the controller's storyboard scene has no segue with
/// that identifier, UIKit raises `NSInvalidArgumentException` ("… has no segue with identifier
/// '…'") before anything changes: the exception's reason is returned instead, and nothing is
/// performed. Any other exception (one
/// raised by the app's own `prepareForSegue:sender:`) is raised again, unchanged.
- (nullable NSString *)gamepadKit_performSegueWithIdentifier:(NSString *)identifier sender:(nullable id)sender;

@end

/// Does nothing. Swift calls it before it looks the category's method up: the reference makes a
/// static linker keep this object file, which it would otherwise drop (a category defines no
/// symbol that anything references).
void GamepadKitSegueGuardLinkage(void);

NS_ASSUME_NONNULL_END
#endif
