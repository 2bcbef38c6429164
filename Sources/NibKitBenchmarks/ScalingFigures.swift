import Foundation
import NibLoading

/// Figure (d): the cost of one object as a nib grows from 10 to 10,000 objects.
enum ScalingFigures {
    struct Point {
        var objects: Int
        var secondsPerObject: Double
    }

    static func measure(counts: [Int]) throws -> [Point] {
        var points: [Point] = []
        for target in counts {
            // Each label is one object (its equal fonts and colours are one shared object each);
            // the root view, the font and the colour make three more.
            let labels = max(1, target - 3)
            let data = Data(document(labels: labels).utf8)
            let nib = try Nib(document: DocumentReader().read(data: data, file: "Scaling-\(labels).xib"))
            let objects = try nib.instantiateWithDetails(owner: NibGenericOwner()).objectCount
            let seconds = try Measure.secondsPerCall { _ = try nib.instantiate(owner: NibGenericOwner()) }
            points.append(Point(objects: objects, secondsPerObject: seconds / Double(objects)))
        }
        return points
    }

    /// A view holding `labels` labels, each connected to File's Owner through an outlet collection.
    static func document(labels: Int) -> String {
        var subviews = ""
        var outlets = ""
        for index in 0..<labels {
            subviews += """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label \(index)" lineBreakMode="tailTruncation" id="L\(index)">
                    <rect key="frame" x="0" y="\(index * 20)" width="320" height="20"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </label>

                """
            outlets += #"<outletCollection property="labels" destination="L\#(index)" collectionClass="NSMutableArray" id="C\#(index)"/>"# + "\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                        <connections>
                            <outlet property="view" destination="root" id="O-view"/>
                            \(outlets)
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(labels * 20)"/>
                        <subviews>
                            \(subviews)
                        </subviews>
                    </view>
                </objects>
            </document>
            """
    }
}
