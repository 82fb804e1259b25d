#import <UIKit/UIKit.h>

@interface PaymentViewController : UIViewController
@property (nonatomic, weak) IBOutlet UITextField *cardNumberField;
@property (nonatomic, strong) UITextField *securityCodeField;
@property (nonatomic, strong) UITextField *postalCodeField;
@end

@implementation PaymentViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // The card number: a number pad, and AutoFill for cards.
    [self.cardNumberField setKeyboardType:UIKeyboardTypeNumberPad];
    self.cardNumberField.textContentType = UITextContentTypeCreditCardNumber;

    self.securityCodeField = [[UITextField alloc] init];
    self.securityCodeField.keyboardType = UIKeyboardTypeNumberPad;
    self.securityCodeField.secureTextEntry = YES;
    [self.securityCodeField setReturnKeyType:UIReturnKeyNext];

    _postalCodeField = [[UITextField alloc] init];
    _postalCodeField.keyboardType = UIKeyboardTypeNumbersAndPunctuation;
    _postalCodeField.autocorrectionType = UITextAutocorrectionTypeNo;
    _postalCodeField.keyboardAppearance = UIKeyboardAppearanceAlert;
    _postalCodeField.returnKeyType = [self isLastStep] ? UIReturnKeyDone : UIReturnKeyNext;
}

- (BOOL)isLastStep {
    return YES;
}

@end
