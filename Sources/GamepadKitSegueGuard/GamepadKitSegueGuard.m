#if __has_include(<UIKit/UIKit.h>)
#import "GamepadKitSegueGuard.h"

@implementation UIViewController (GamepadKitSegueGuard)

- (nullable NSString *)gamepadKit_performSegueWithIdentifier:(NSString *)identifier sender:(nullable id)sender {
    @try {
        [self performSegueWithIdentifier:identifier sender:sender];
        return nil;
    } @catch (NSException *exception) {
        // Only UIKit's refusal of an unknown identifier is caught: it is raised before the
        // segue is created. What the app's own code raised keeps crashing as it would.
        NSString *reason = exception.reason ?: @"";
        BOOL unknownSegue = [exception.name isEqualToString:NSInvalidArgumentException]
            && [reason rangeOfString:identifier].location != NSNotFound
            && [reason rangeOfString:@"segue"].location != NSNotFound;
        if (!unknownSegue) {
            @throw;
        }
        return reason.length > 0 ? reason : exception.name;
    }
}

@end
#endif
