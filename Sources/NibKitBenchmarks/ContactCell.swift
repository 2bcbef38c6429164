import Foundation
import NibLoading

/// The table cell of figures (a) and (b): what a real app keeps in a cell nib — an image view,
/// two labels and a button, four outlets and one action — written without macros so the
/// benchmark builds in release mode without swift-syntax.
final class ContactCell: UITableViewCell {
    weak var avatarView: UIImageView?
    weak var nameLabel: UILabel?
    weak var detailLabel: UILabel?
    weak var callButton: UIButton?
    private(set) var calls = 0

    override func setNibOutlet(_ object: AnyObject?, forKey key: String) throws(KeyValueCodingError) -> Bool {
        switch key {
        case "avatarView": avatarView = object as? UIImageView
        case "nameLabel": nameLabel = object as? UILabel
        case "detailLabel": detailLabel = object as? UILabel
        case "callButton": callButton = object as? UIButton
        default: return try super.setNibOutlet(object, forKey: key)
        }
        return true
    }

    override func responds(to action: Selector) -> Bool { action == "call:" || super.responds(to: action) }

    override func performAction(_ action: Selector, sender: Any?) -> Bool {
        guard action == "call:" else { return super.performAction(action, sender: sender) }
        calls += 1
        return true
    }

    /// Whether a load connected every outlet and the action (checked before timing).
    var isFullyConnected: Bool {
        avatarView != nil && nameLabel != nil && detailLabel != nil && callButton?.targetActions.isEmpty == false
    }

    /// What the benchmark compares of two cells' views, one line per view in hierarchy order:
    /// the hand-built cell must describe the same as the nib's before either is timed.
    var viewSummary: [String] {
        var lines: [String] = []
        func visit(_ view: UIView) {
            var line = "\(type(of: view)) \(view.frame) opaque \(view.isOpaque) interactive \(view.isUserInteractionEnabled) mode \(view.contentMode) clips \(view.clipsToBounds)"
            if let label = view as? UILabel { line += " \(label.text ?? "") \(label.lineBreakMode ?? -1) \(label.font?.pointSize ?? 0)" }
            lines.append(line)
            view.subviews.forEach(visit)
        }
        visit(self)
        return lines
    }

    /// The same objects and connections built in hand-written Swift, as a developer would without a nib:
    /// every property the document sets to other than the object's default is set here too.
    static func makeByHand() -> ContactCell {
        let cell = ContactCell(frame: CGRect(x: 0, y: 0, width: 375, height: 64), reuseIdentifier: "ContactCell")
        cell.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        let content = cell.contentView!
        content.isOpaque = false
        content.clipsToBounds = true
        content.multipleTouchEnabled = true
        content.contentMode = 4

        let avatar = UIImageView(frame: CGRect(x: 16, y: 8, width: 48, height: 48))
        avatar.clipsToBounds = true
        avatar.isUserInteractionEnabled = false
        avatar.contentMode = 1
        avatar.image = UIImage(named: "avatar")
        content.addSubview(avatar)

        let name = UILabel(frame: CGRect(x: 76, y: 10, width: 220, height: 21))
        name.isOpaque = false
        name.isUserInteractionEnabled = false
        name.contentMode = 7
        name.text = "Ada Lovelace"
        name.lineBreakMode = 4
        name.font = UIFont(name: ".SFUI-Semibold", size: 17)
        name.textColor = UIColor(white: 0, alpha: 1)
        content.addSubview(name)

        let detail = UILabel(frame: CGRect(x: 76, y: 34, width: 220, height: 18))
        detail.isOpaque = false
        detail.isUserInteractionEnabled = false
        detail.contentMode = 7
        detail.text = "+44 20 7946 0000"
        detail.lineBreakMode = 4
        detail.font = UIFont(name: ".SFUI-Regular", size: 14)
        detail.textColor = UIColor(white: 0.33, alpha: 1)
        content.addSubview(detail)

        let button = UIButton(frame: CGRect(x: 308, y: 17, width: 51, height: 30))
        button.isOpaque = false
        button.lineBreakMode = 5
        button.setTitle("Call", for: 0)
        button.addTarget(cell, action: "call:", for: .touchUpInside)
        content.addSubview(button)

        cell.avatarView = avatar
        cell.nameLabel = name
        cell.detailLabel = detail
        cell.callButton = button
        return cell
    }

    /// The cell as Interface Builder saves it.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="ContactCell" rowHeight="64" id="KGk-i7-Jjw" customClass="ContactCell" customModule="NibKitBenchmarks">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="64"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="64"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="avatar" id="Avt-1a-001">
                                <rect key="frame" x="16" y="8" width="48" height="48"/>
                            </imageView>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Ada Lovelace" lineBreakMode="tailTruncation" id="Nam-2b-002">
                                <rect key="frame" x="76" y="10" width="220" height="21"/>
                                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                                <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="+44 20 7946 0000" lineBreakMode="tailTruncation" id="Det-3c-003">
                                <rect key="frame" x="76" y="34" width="220" height="18"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <color key="textColor" white="0.33" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="Cal-4d-004">
                                <rect key="frame" x="308" y="17" width="51" height="30"/>
                                <state key="normal" title="Call"/>
                                <connections>
                                    <action selector="call:" destination="KGk-i7-Jjw" eventType="touchUpInside" id="Act-5e-005"/>
                                </connections>
                            </button>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="avatarView" destination="Avt-1a-001" id="Out-6f-006"/>
                        <outlet property="nameLabel" destination="Nam-2b-002" id="Out-7g-007"/>
                        <outlet property="detailLabel" destination="Det-3c-003" id="Out-8h-008"/>
                        <outlet property="callButton" destination="Cal-4d-004" id="Out-9i-009"/>
                    </connections>
                </tableViewCell>
            </objects>
            <resources>
                <image name="avatar" width="48" height="48"/>
            </resources>
        </document>
        """
}
