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
        NSString *refusal = [NSString stringWithFormat:@"has no segue with identifier '%@'", identifier];
        BOOL unknownSegue = [exception.name isEqualToString:NSInvalidArgumentException]
            && [reason rangeOfString:refusal].location != NSNotFound;
        if (!unknownSegue) {
            @throw;
        }
        return reason.length > 0 ? reason : exception.name;
    }
}

@end

void GamepadKitSegueGuardLinkage(void) {
}
#endif
