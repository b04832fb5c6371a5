/// The SF Symbols names Fieldguide draws with a real glyph, and the glyph it draws: an icon of
/// Google's Material Icons font (Apache License 2.0), which Debian ships as
/// `fonts-material-design-icons-iconfont` (6.7.0; `Scripts/setup.sh` installs it). SF Symbols
/// themselves may not be redistributed, so each name maps to the Material icon that means the same;
/// a name not listed keeps the placeholder and the evaluator warns about it.
///
/// Data format (`table`): entries separated by spaces, each `sf.name=material_name:codepoint`,
/// the codepoint in hex as in the package's `scss/_variables.scss`; sorted by SF name. The
/// Material name is kept so a reader can check the choice; only the codepoint is used.
public enum SymbolCatalog {
    /// The codepoint of the Material icon drawn for an SF Symbols name, nil when unmapped.
    public static func codepoint(for name: String) -> UInt32? {
        codepoints[name]
    }

    /// Every mapped SF Symbols name, sorted.
    public static var names: [String] { codepoints.keys.sorted() }

    private static let codepoints: [String: UInt32] = Dictionary(uniqueKeysWithValues: table.split(whereSeparator: \.isWhitespace).compactMap { entry in
        let parts = entry.split(separator: "=")
        guard parts.count == 2, let hex = parts[1].split(separator: ":").last, let value = UInt32(hex, radix: 16) else { return nil }
        return (String(parts[0]), value)
    })

    private static let table = """
        accessibility=accessibility_new:e92c airplane=flight:e539 alarm=alarm:e855 applewatch=watch:e334
        archivebox=archive:e149 archivebox.fill=archive:e149 arrow.backward=arrow_back:e5c4 arrow.clockwise=refresh:e5d5
        arrow.counterclockwise=replay:e042 arrow.down=arrow_downward:e5db arrow.down.circle=arrow_circle_down:f181
        arrow.down.left=south_west:f1e5 arrow.down.right.and.arrow.up.left=close_fullscreen:f1cf
        arrow.forward=arrow_forward:e5c8 arrow.left=arrow_back:e5c4 arrow.left.arrow.right=swap_horiz:e8d4
        arrow.right=arrow_forward:e5c8 arrow.triangle.2.circlepath=sync:e627 arrow.up=arrow_upward:e5d8
        arrow.up.arrow.down=swap_vert:e8d5 arrow.up.circle=arrow_circle_up:f182 arrow.up.forward=open_in_new:e89e
        arrow.up.forward.square=open_in_new:e89e arrow.up.left.and.arrow.down.right=open_in_full:f1ce
        arrow.up.right=north_east:f1e1 arrow.uturn.backward=undo:e166 arrow.uturn.forward=redo:e15a
        arrowshape.turn.up.left=reply:e15e arrowshape.turn.up.left.2=reply_all:e15f arrowshape.turn.up.right=forward:e154
        at=alternate_email:e0e6 backward=fast_rewind:e020 backward.end=skip_previous:e045 backward.end.fill=skip_previous:e045
        backward.fill=fast_rewind:e020 bag=shopping_bag:f1cc bag.fill=shopping_bag:f1cc bandage=healing:e3f3
        battery.0=battery_alert:e19c battery.100=battery_full:e1a4 bed.double=hotel:e53a bell=notifications_none:e7f5
        bell.badge=notification_important:e004 bell.fill=notifications:e7f4 bell.slash=notifications_off:e7f6
        bicycle=directions_bike:e52f bold=format_bold:e238 bolt=bolt:ea0b bolt.fill=bolt:ea0b book=menu_book:ea19
        book.fill=menu_book:ea19 bookmark=bookmark_border:e867 bookmark.fill=bookmark:e866 books.vertical=library_books:e02f
        briefcase=work_outline:e943 briefcase.fill=work:e8f9 bubble.left=chat_bubble_outline:e0cb
        bubble.left.and.bubble.right=forum:e0bf bubble.left.fill=chat_bubble:e0ca building=apartment:ea40
        building.2=business:e0af building.columns=account_balance:e84f bus=directions_bus:e530 calendar=calendar_today:e935
        calendar.badge.plus=event:e878 camera=photo_camera:e412 camera.fill=photo_camera:e412 car=directions_car:e531
        car.fill=directions_car:e531 cart=shopping_cart:e8cc cart.badge.plus=add_shopping_cart:e854
        cart.fill=shopping_cart:e8cc chart.bar=bar_chart:e26b chart.bar.fill=bar_chart:e26b
        chart.line.uptrend.xyaxis=trending_up:e8e5 chart.pie=pie_chart:e6c4 checkmark=check:e5ca
        checkmark.circle=check_circle_outline:e92d checkmark.circle.fill=check_circle:e86c checkmark.seal=verified:ef76
        checkmark.shield=verified_user:e8e8 checkmark.square=check_box:e834 checkmark.square.fill=check_box:e834
        chevron.backward=arrow_back_ios:e5e0 chevron.down=expand_more:e5cf chevron.forward=arrow_forward_ios:e5e1
        chevron.left=chevron_left:e5cb chevron.right=chevron_right:e5cc chevron.up=expand_less:e5ce
        chevron.up.chevron.down=unfold_more:e5d7 circle=radio_button_unchecked:e836 circle.fill=circle:ef4a
        clock=schedule:e8b5 clock.fill=watch_later:e924 cloud=cloud_queue:e2c2 cloud.fill=cloud:e2bd cloud.sun=wb_cloudy:e42d
        cpu=memory:e322 creditcard=credit_card:e870 creditcard.fill=credit_card:e870 cross.case=medical_services:f109
        cup.and.saucer=local_cafe:e541 desktopcomputer=desktop_mac:e30b display=desktop_windows:e30c
        doc=insert_drive_file:e24d doc.fill=insert_drive_file:e24d doc.on.clipboard=content_paste:e14f
        doc.on.doc=content_copy:e14d doc.richtext=article:ef42 doc.text=description:e873 doc.text.fill=description:e873
        doc.viewfinder=document_scanner:e5fa dollarsign.circle=monetization_on:e263 drop=water_drop:e798
        drop.fill=water_drop:e798 ellipsis=more_horiz:e5d3 ellipsis.circle=more_horiz:e5d3 envelope=mail_outline:e0e1
        envelope.fill=mail:e158 envelope.open=drafts:e151 exclamationmark.circle=error_outline:e001
        exclamationmark.circle.fill=error:e000 exclamationmark.triangle=warning_amber:f083
        exclamationmark.triangle.fill=warning:e002 externaldrive=storage:e1db eye=visibility:e8f4 eye.fill=visibility:e8f4
        eye.slash=visibility_off:e8f5 face.smiling=sentiment_satisfied:e813 figure.run=directions_run:e566
        figure.stand=accessibility:e84e figure.walk=directions_walk:e536 flag=outlined_flag:e16e flag.fill=flag:e153
        flame=local_fire_department:ef55 flame.fill=local_fire_department:ef55 folder=folder_open:e2c8
        folder.badge.plus=create_new_folder:e2cc folder.fill=folder:e2c7 fork.knife=restaurant:e56c forward=fast_forward:e01f
        forward.end=skip_next:e044 forward.end.fill=skip_next:e044 forward.fill=fast_forward:e01f
        gamecontroller=sports_esports:ea28 gear=settings:e8b8 gearshape=settings:e8b8 gearshape.2=settings_suggest:f05e
        gearshape.fill=settings:e8b8 gift=card_giftcard:e8f6 gift.fill=card_giftcard:e8f6 globe=language:e894
        globe.americas=public:e80b graduationcap=school:e80c hammer=construction:ea3c hand.raised=pan_tool:e925
        hand.tap=touch_app:e913 hand.thumbsdown=thumb_down_off_alt:e9f2 hand.thumbsdown.fill=thumb_down:e8db
        hand.thumbsup=thumb_up_off_alt:e9f3 hand.thumbsup.fill=thumb_up:e8dc hand.wave=waving_hand:e766
        headphones=headphones:f01f heart=favorite_border:e87e heart.fill=favorite:e87d hourglass=hourglass_empty:e88b
        house=home:e88a house.fill=home:e88a icloud=cloud_queue:e2c2 icloud.and.arrow.down=cloud_download:e2c0
        icloud.and.arrow.up=cloud_upload:e2c3 info=info_outline:e88f info.circle=info_outline:e88f info.circle.fill=info:e88e
        ipad=tablet:e32f iphone=smartphone:e32c italic=format_italic:e23f key=vpn_key:e0da key.fill=vpn_key:e0da
        keyboard=keyboard:e312 laptopcomputer=laptop:e31e largecircle.fill.circle=radio_button_checked:e837 leaf=eco:ea35
        leaf.fill=eco:ea35 lightbulb=lightbulb_outline:e90f lightbulb.fill=lightbulb:e0f0 line.3.horizontal=menu:e5d2
        line.3.horizontal.decrease=filter_list:e152 line.3.horizontal.decrease.circle=filter_list:e152 link=link:e157
        list.bullet=format_list_bulleted:e241 list.dash=list:e896 list.number=format_list_numbered:e242 location=near_me:e569
        location.circle=my_location:e55c location.fill=near_me:e569 lock=lock_outline:e899 lock.fill=lock:e897
        lock.open=lock_open:e898 magnifyingglass=search:e8b6 map=map:e55b map.fill=map:e55b mappin=place:e55f
        mappin.and.ellipse=location_on:e0c8 mappin.circle=pin_drop:e55e message=chat_bubble_outline:e0cb
        message.fill=chat_bubble:e0ca mic=mic_none:e02a mic.fill=mic:e029 mic.slash=mic_off:e02b minus=remove:e15b
        minus.circle=remove_circle_outline:e15d minus.circle.fill=remove_circle:e15c moon=dark_mode:e51c
        moon.fill=dark_mode:e51c moon.stars=nights_stay:ea46 multiply=close:e5cd music.note=music_note:e405
        music.note.list=queue_music:e03d newspaper=newspaper:eb81 number=tag:e9ef paintbrush=brush:e3ae
        paintpalette=palette:e40a paperclip=attach_file:e226 paperplane=send:e163 paperplane.fill=send:e163 pause=pause:e034
        pause.circle=pause_circle_outline:e036 pause.circle.fill=pause_circle_filled:e035 pause.fill=pause:e034
        pencil=edit:e3c9 pencil.circle=edit:e3c9 person=person_outline:e7ff person.2=people_outline:e7fc
        person.2.fill=people:e7fb person.3=groups:f233 person.3.fill=groups:f233 person.badge.plus=person_add:e7fe
        person.circle=account_circle:e853 person.circle.fill=account_circle:e853 person.crop.circle=account_circle:e853
        person.crop.circle.badge.plus=person_add:e7fe person.crop.circle.fill=account_circle:e853
        person.crop.square=account_box:e851 person.fill=person:e7fd person.text.rectangle=badge:ea67 phone=phone:e0cd
        phone.fill=phone:e0cd photo=image:e3f4 photo.fill=image:e3f4 photo.on.rectangle=photo_library:e413
        pills=medication:f033 pin=push_pin:f10d pin.fill=push_pin:f10d play=play_arrow:e037
        play.circle=play_circle_outline:e039 play.circle.fill=play_circle_filled:e038 play.fill=play_arrow:e037 plus=add:e145
        plus.circle=add_circle_outline:e148 plus.circle.fill=add_circle:e147 plus.square=add_box:e146
        power=power_settings_new:e8ac powerplug=power:e63c printer=print:e8ad printer.fill=print:e8ad qrcode=qr_code:ef6b
        questionmark.circle=help_outline:e8fd questionmark.circle.fill=help:e887 quote.bubble=format_quote:e244
        rectangle.grid.1x2=view_agenda:e8e9 rectangle.stack=layers:e53b repeat=repeat:e040 rosette=military_tech:ea3f
        safari=explore:e87a scissors=content_cut:e14e scope=gps_fixed:e1b3 shield=shield:e9e0 shuffle=shuffle:e043
        sidebar.left=view_sidebar:f114 slider.horizontal.3=tune:e429 snowflake=ac_unit:eb3b sparkles=auto_awesome:e65f
        speaker=volume_mute:e04e speaker.fill=volume_mute:e04e speaker.slash=volume_off:e04f speaker.wave.1=volume_down:e04d
        speaker.wave.2=volume_up:e050 speaker.wave.3=volume_up:e050 square=check_box_outline_blank:e835
        square.and.arrow.down=download:f090 square.and.arrow.down.on.square=save_alt:e171 square.and.arrow.up=ios_share:e6b8
        square.and.arrow.up.fill=ios_share:e6b8 square.and.pencil=edit_note:e745 square.grid.2x2=grid_view:e9b0
        square.grid.3x3=apps:e5c3 square.on.square=filter_none:e3e0 square.stack=layers:e53b star=star_border:e83a
        star.circle=stars:e8d0 star.fill=star:e838 star.leadinghalf.filled=star_half:e839 stop=stop:e047 stop.fill=stop:e047
        sun.max=wb_sunny:e430 sun.max.fill=wb_sunny:e430 sun.min=brightness_low:e1ad tag=local_offer:e54e
        tag.fill=local_offer:e54e text.aligncenter=format_align_center:e234 text.alignleft=format_align_left:e236
        text.alignright=format_align_right:e237 textformat=text_format:e165 thermometer=thermostat:f076 timer=timer:e425
        tram=tram:e571 trash=delete_outline:e92e trash.fill=delete:e872 tray=inbox:e156 tray.and.arrow.down=move_to_inbox:e168
        tray.and.arrow.up=outbox:ef5f tray.fill=inbox:e156 tray.full=all_inbox:e97f trophy=emoji_events:ea23 tv=tv:e333
        umbrella=umbrella:f1ad underline=format_underlined:e249 video=videocam:e04b video.fill=videocam:e04b
        viewfinder=crop_free:e3c2 wand.and.stars=auto_fix_high:e663 waveform=graphic_eq:e1b8 wifi=wifi:e63e
        wifi.slash=wifi_off:e648 wrench=build:e869 wrench.and.screwdriver=handyman:f10b xmark=close:e5cd
        xmark.circle=highlight_off:e888 xmark.circle.fill=cancel:e5c9
        """
}
