// A row segue performed for a controller press, without ending the app when the storyboard
// scene lacks the segue. Swift finds the method by its selector at run time
// (`RowSegueFollowUp`), so no Swift file imports this module.
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

NS_ASSUME_NONNULL_END
#endif
